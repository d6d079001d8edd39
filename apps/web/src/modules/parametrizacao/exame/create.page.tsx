import { ExameForm } from './exame.form';

export default function ExameCreatePage() {
  return <ExameForm />;
}
