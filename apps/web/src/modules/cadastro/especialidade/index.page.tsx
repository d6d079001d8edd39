import { especialidadeResource } from '@saude/shared';
import { Tag } from 'antd';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';

/** cadastro/especialidade/index: the engine's block is shown as deactivating a specialty. */
export default function EspecialidadeIndexPage() {
  return (
    <ResourceIndexPage
      resource={especialidadeResource}
      rotulosBloqueio={{ bloquear: 'Desativar', desbloquear: 'Ativar' }}
      render={{ bloqueado: (v: boolean) => <Tag color={v ? 'red' : 'green'}>{v ? 'Inativa' : 'Ativa'}</Tag> }}
    />
  );
}
