import { TelaForm } from './tela.form';

export default function TelaCreatePage() {
  return <TelaForm />;
}
