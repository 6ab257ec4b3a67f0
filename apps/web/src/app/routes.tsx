// The route table of SPEC §2. Public pages are part of the first bundle (they are prerendered and
// hydrated); staff pages are lazy chunks, so visitors never download staff code.
import { lazy } from "react";
import { Route, Routes } from "react-router";
import ContactPage from "../pages/public/contact";
import HomePage from "../pages/public/home";
import LearningPage from "../pages/public/learning";
import LoginPage from "../pages/public/login";
import MembershipPage from "../pages/public/membership";
import NotFoundPage from "../pages/public/not-found";
import { paths } from "../paths";

const StaffRoutes = lazy(() => import("../pages/staff/staff-routes"));

const STAFF_PATHS = [
  paths.adminHome,
  paths.adminUsers,
  paths.adminCourses,
  paths.adminMembers,
  paths.adminRequests,
  paths.adminStats,
  paths.adminPartners,
];

export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.home} element={<HomePage />} />
      <Route path={paths.membership} element={<MembershipPage />} />
      <Route path={paths.learning} element={<LearningPage />} />
      <Route path={paths.contact} element={<ContactPage />} />
      <Route path={paths.login} element={<LoginPage />} />
      {STAFF_PATHS.map((path) => (
        <Route key={path} path={path} element={<StaffRoutes />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
