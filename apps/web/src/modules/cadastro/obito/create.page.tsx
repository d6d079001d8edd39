import { ObitoForm } from './obito.form';

export default function ObitoCreatePage() {
  return <ObitoForm />;
}
