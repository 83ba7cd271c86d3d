import { IconPlayerPlayFilled } from '@tabler/icons-react';
import { useState } from 'react';
import s from './marketing.module.css';

/**
 * A video that loads nothing until asked: the placeholder is an inline SVG, and the player (self-
 * hosted, so the content security policy needs no exception) is only created after the click.
 */
export const ClickToLoadVideo = ({
  src,
  title,
  duration,
}: {
  src: string;
  title: string;
  duration: string;
}) => {
  const [state, setState] = useState<'idle' | 'playing' | 'unavailable'>('idle');
  if (state === 'unavailable')
    return (
      <p className={s.videoFrame} role="status">
        The video is not available right now. The transcript beside it tells the same story.
      </p>
    );
  if (state === 'playing')
    return (
      // biome-ignore lint/a11y/useMediaCaption: the transcript is printed beside the video
      <video
        className={s.videoFrame}
        src={src}
        controls
        autoPlay
        preload="metadata"
        aria-label={title}
        onError={() => setState('unavailable')}
      />
    );
  return (
    <button type="button" className={s.video} onClick={() => setState('playing')}>
      <svg viewBox="0 0 640 360" aria-hidden="true" preserveAspectRatio="xMidYMid slice">
        <rect width="640" height="360" fill="#0a4349" />
        <circle cx="520" cy="70" r="120" fill="#0f5c63" />
        <circle cx="90" cy="320" r="140" fill="#0f5c63" opacity="0.6" />
      </svg>
      <span className={s.videoLabel}>
        <span className={s.playCircle}>
          <IconPlayerPlayFilled size={30} aria-hidden />
        </span>
        <span>Play: {title}</span>
        <span className={s.videoHint}>{duration} · loads only when you press play</span>
      </span>
    </button>
  );
};
