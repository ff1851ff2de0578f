import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "../ui/card.tsx";

export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="space-y-4">{children}</CardContent>
      {footer ? (
        <div className="border-t border-slate-200 px-6 py-4 text-center text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
          {footer}
        </div>
      ) : null}
    </Card>
  );
}
