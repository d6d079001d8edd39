import { MedicamentoNaoPadronizadoForm } from './medicamento-nao-padronizado.form';

export default function MedicamentoNaoPadronizadoCreatePage() {
  return <MedicamentoNaoPadronizadoForm />;
}
