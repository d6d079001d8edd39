import { SupervisorForm } from './supervisor.form';

export default function SupervisorCreatePage() {
  return <SupervisorForm />;
}
