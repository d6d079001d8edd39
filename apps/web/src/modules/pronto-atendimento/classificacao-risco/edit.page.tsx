import { useParams } from 'react-router';
import { ClassificacaoRiscoForm } from './classificacao-risco.form';

export default function ClassificacaoRiscoEditPage() {
  const { id } = useParams();
  return <ClassificacaoRiscoForm key={id} id={Number(id)} />;
}
