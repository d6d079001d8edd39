import { ProcedimentoForm } from './procedimento.form';

export default function ProcedimentoCreatePage() {
  return <ProcedimentoForm />;
}
