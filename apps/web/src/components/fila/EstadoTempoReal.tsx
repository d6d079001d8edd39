import { ReloadOutlined } from '@ant-design/icons';
import { Badge, Button, Flex, Tooltip } from 'antd';

/** The header's live state of a queue screen and its "refresh" button. */
export function EstadoTempoReal({
  conectado,
  carregando,
  aoRecarregar,
}: {
  conectado: boolean;
  carregando: boolean;
  aoRecarregar: () => void;
}) {
  return (
    <Flex gap={12} align="center">
      <Tooltip
        title={
          conectado ? 'A fila se atualiza sozinha a cada mudança.' : 'Sem conexão em tempo real: a fila é consultada a cada 30 segundos.'
        }
      >
        <Badge status={conectado ? 'processing' : 'warning'} text={conectado ? 'Atualização automática' : 'Reconectando…'} />
      </Tooltip>
      <Button icon={<ReloadOutlined />} aria-label="Atualizar" onClick={aoRecarregar} loading={carregando} />
    </Flex>
  );
}
