import { UnidadeForm } from './unidade.form';

export default function UnidadeCreatePage() {
  return <UnidadeForm />;
}
