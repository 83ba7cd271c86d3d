import { Route, Routes } from 'react-router';
import { NotFoundPage } from '../not-found-page.tsx';
import { RequireSession } from '../require-session.tsx';
import { CompanyDashboard } from './company-dashboard.tsx';
import { CompanyHome } from './company-home.tsx';
import { CompanyLayout } from './company-layout.tsx';

const CompanyArea = () => (
  <RequireSession>
    <CompanyLayout>
      <Routes>
        <Route index element={<CompanyHome />} />
        <Route path="dashboard" element={<CompanyDashboard />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </CompanyLayout>
  </RequireSession>
);

export default CompanyArea;
