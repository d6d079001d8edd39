import { ProcedimentoCirurgicoForm } from './procedimento-cirurgico.form';

export default function ProcedimentoCirurgicoCreatePage() {
  return <ProcedimentoCirurgicoForm />;
}
