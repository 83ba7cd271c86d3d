import 'altcha';
import { Input } from '@mantine/core';
import type {} from 'altcha/types/react';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { accountEndpoints } from '#shared/accounts/accounts.contract.ts';

export type CaptchaHandle = {
  /** The solved payload, solving now if the widget has not finished yet. */
  solve: () => Promise<string | null>;
  /** A payload is single-use: after a rejected submit the widget must solve a fresh challenge. */
  renew: () => void;
};

type StateChange = CustomEvent<{ state: string; payload?: string }>;

// Proof of work against our own challenge endpoint: no third-party script, works offline, and
// solves on load so people (and the end-to-end tests) never have to click it.
const widgetConfiguration = JSON.stringify({ hideFooter: true, minDuration: 300 });

export const CaptchaField = forwardRef<
  CaptchaHandle,
  { onChange: (payload: string | null) => void; error?: string }
>(({ onChange, error }, ref) => {
  const widgetRef = useRef<HTMLElementTagNameMap['altcha-widget'] | null>(null);
  const payloadRef = useRef<string | null>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget) return;
    const handle = (event: Event) => {
      const { state, payload } = (event as StateChange).detail ?? {};
      payloadRef.current = state === 'verified' && payload ? payload : null;
      onChangeRef.current(payloadRef.current);
    };
    widget.addEventListener('statechange', handle);
    return () => widget.removeEventListener('statechange', handle);
  }, []);

  useImperativeHandle(ref, () => ({
    solve: async () => {
      if (payloadRef.current) return payloadRef.current;
      const result = await widgetRef.current?.verify().catch(() => null);
      return result?.payload ?? null;
    },
    renew: () => {
      payloadRef.current = null;
      onChangeRef.current(null);
      widgetRef.current?.reset();
      void widgetRef.current?.verify().catch(() => null);
    },
  }));

  return (
    <Input.Wrapper error={error}>
      <altcha-widget
        ref={widgetRef}
        challenge={accountEndpoints.captchaChallenge}
        auto="onload"
        name="captcha"
        configuration={widgetConfiguration}
        style={{ '--altcha-max-width': '100%' }}
      />
    </Input.Wrapper>
  );
});
CaptchaField.displayName = 'CaptchaField';
