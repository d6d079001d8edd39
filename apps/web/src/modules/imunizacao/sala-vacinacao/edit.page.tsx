import { useParams } from 'react-router';
import { SalaVacinacaoForm } from './sala-vacinacao.form';

export default function SalaVacinacaoEditPage() {
  const { id } = useParams();
  return <SalaVacinacaoForm key={id} id={Number(id)} />;
}
