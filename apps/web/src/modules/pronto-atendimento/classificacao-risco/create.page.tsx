import { ClassificacaoRiscoForm } from './classificacao-risco.form';

export default function ClassificacaoRiscoCreatePage() {
  return <ClassificacaoRiscoForm />;
}
