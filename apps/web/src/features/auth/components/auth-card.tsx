import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../../components/logo';

interface AuthCardProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of the sign-in, sign-up and password pages. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <main className="auth-page">
      <div className="auth-card surface-card border-round-2xl shadow-2 p-4 md:p-5">
        <Link to="/eventos" className="flex justify-content-center mb-4">
          <Logo height={44} />
        </Link>
        <h1 className="text-2xl font-semibold text-center mt-0 mb-2">{title}</h1>
        {subtitle ? <p className="text-center text-color-secondary mt-0 mb-4">{subtitle}</p> : null}
        {children}
        {footer ? (
          <div className="auth-card-footer mt-4 text-center line-height-3">{footer}</div>
        ) : null}
      </div>
    </main>
  );
}
