import '@mantine/dropzone/styles.css';
import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../not-found-page.tsx';
import { RequireSession } from '../require-session.tsx';
import { CandidatePage } from './candidate-page.tsx';
import { CandidatesPage } from './candidates-page.tsx';
import { CompanyDashboard } from './company-dashboard.tsx';
import { CompanyHome } from './company-home.tsx';
import { CompanyLayout } from './company-layout.tsx';
import { InvitePage } from './invite-page.tsx';
import { SettingsPage } from './settings-page.tsx';

const CompanyArea = () => (
  <RequireSession>
    <CompanyLayout>
      <Routes>
        <Route index element={<CompanyHome />} />
        <Route path="dashboard" element={<CompanyDashboard />} />
        <Route path="candidates" element={<CandidatesPage />} />
        <Route path="candidates/invite" element={<InvitePage />} />
        <Route path="candidates/:id" element={<CandidatePage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </CompanyLayout>
  </RequireSession>
);

export default CompanyArea;
