import { notificacaoResource } from '@saude/shared';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

/** administracao/notificacao/index: messages sent to the placements, with how many were read. */
export default function NotificacaoIndexPage() {
  return <ResourceIndexPage resource={notificacaoResource} subTitle="Avisos enviados às lotações dos usuários do município." />;
}
