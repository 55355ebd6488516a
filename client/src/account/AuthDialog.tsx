import { Modal } from '../ui/Modal';
import type { AuthStep } from './account-ui';
import { ForgotPassword } from './ForgotPassword';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';
import { VerifyEmailForm } from './VerifyEmailForm';

const TITLES: Record<AuthStep['name'], string> = {
  login: 'Log In',
  register: 'Create Account',
  verify: 'Verify Your Email',
  forgot: 'Reset Password',
};

interface AuthDialogProps {
  step: AuthStep | null;
  onStep: (step: AuthStep) => void;
  onClose: () => void;
}

/** The account popup: login, register, e-mail verification and forgot password in one dialog. */
export function AuthDialog({ step, onStep, onClose }: AuthDialogProps) {
  return (
    <Modal open={step !== null} title={step ? TITLES[step.name] : ''} onClose={onClose}>
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
