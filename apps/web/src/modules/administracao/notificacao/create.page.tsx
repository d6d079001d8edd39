import { NotificacaoForm } from './notificacao.form';

export default function NotificacaoCreatePage() {
  return <NotificacaoForm />;
}
