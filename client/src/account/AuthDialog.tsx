import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Modal } from '../ui/Modal';
import type { AuthStep } from './account-ui';
import { ForgotPassword } from './ForgotPassword';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { VerifyEmailForm } from './VerifyEmailForm';

const TITLES: Record<AuthStep['name'], MessageDescriptor> = {
  login: msg`Log In`,
  register: msg`Create Account`,
  verify: msg`Verify Your Email`,
  forgot: msg`Reset Password`,
};

interface AuthDialogProps {
  step: AuthStep | null;
  onStep: (step: AuthStep) => void;
  onClose: () => void;
}

/** The account popup: login, register, e-mail verification and forgot password in one dialog. */
export function AuthDialog({ step, onStep, onClose }: AuthDialogProps) {
  const { t } = useLingui();
  return (
    <Modal open={step !== null} title={step ? t(TITLES[step.name]) : ''} onClose={onClose}>
      {step?.name === 'login' && <LoginForm key={`login-${step.username ?? ''}`} initialUsername={step.username} onStep={onStep} />}
      {step?.name === 'register' && <RegisterForm initialUsername={step.username} initialEmail={step.email} onStep={onStep} />}
      {step?.name === 'verify' && (
        <VerifyEmailForm
          key={step.userId}
          userId={step.userId}
          email={step.email}
          username={step.username}
          justRegistered={step.justRegistered}
          login={step.login}
          initialCode={step.code}
          onStep={onStep}
        />
      )}
      {step?.name === 'forgot' && <ForgotPassword link={step.link} onStep={onStep} />}
    </Modal>
  );
}
