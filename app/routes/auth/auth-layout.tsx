import { Outlet } from "react-router";

/** Account pages: one centred card, readable on a phone. */
export default function AuthLayout() {
  return (
    <div className="flex justify-center bg-slate-50 px-4 py-10 sm:py-16 dark:bg-slate-950">
      <div className="w-full max-w-md">
        <Outlet />
      </div>
    </div>
  );
}
