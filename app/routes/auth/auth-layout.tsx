import { Outlet } from "react-router";

/**
 * Account pages: one centred card, readable on a phone. The page keeps the body's background: a
 * tinted band here would stop short of the footer's margin and leave a seam above it.
 */
export default function AuthLayout() {
  return (
    <div className="flex justify-center px-4 py-10 sm:py-16">
      <div className="w-full max-w-md">
        <Outlet />
      </div>
    </div>
  );
}
