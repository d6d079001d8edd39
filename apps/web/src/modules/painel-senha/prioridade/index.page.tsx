import { prioridadeResource } from '@saude/shared';
import { Tag, Tooltip } from 'antd';
import { ResourceIndexPage } from '../../../components/crud/ResourceIndexPage';
import { LEIS_PRIORIDADE } from './prioridade.form';

/** painel-senha/prioridade/index: the priorities of care, heaviest first (no create: spec 000 §2.3). */
export default function PrioridadeIndexPage() {
  return (
    <ResourceIndexPage
      resource={prioridadeResource}
      subTitle="Dentro de cada cor de risco, a fila chama antes a prioridade de maior peso."
      render={{
        legal: (v: boolean) =>
          v ? (
            <Tooltip title={LEIS_PRIORIDADE}>
              <Tag color="blue">Sim</Tag>
            </Tooltip>
          ) : (
            'Não'
          ),
      }}
    />
  );
}
