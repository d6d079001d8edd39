import { useParams } from 'react-router';
import { MedicamentoNaoPadronizadoForm } from './medicamento-nao-padronizado.form';

export default function MedicamentoNaoPadronizadoEditPage() {
  const { id } = useParams();
  return <MedicamentoNaoPadronizadoForm key={id} id={Number(id)} />;
}
