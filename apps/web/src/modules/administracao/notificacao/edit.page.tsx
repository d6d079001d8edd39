import { useParams } from 'react-router';
import { NotificacaoForm } from './notificacao.form';

export default function NotificacaoEditPage() {
  const { id } = useParams();
  return <NotificacaoForm key={id} id={Number(id)} />;
}
