import { camelizeKeys } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Modal, Skeleton, Table, Tag } from 'antd';
import { api } from '../../../lib/api';
import { campoVisivel, mostrarValor, rotuloDoCampo } from './auditoria.rotulos';
import { ACOES, type AuditoriaDetalhe } from './auditoria.types';

async function buscar(id: number): Promise<AuditoriaDetalhe> {
  const { antes, depois, ...resto } = await api.get<Record<string, unknown>>(`/api/administracao/auditoria/${id}`, { raw: true });
  return {
    ...camelizeKeys<Omit<AuditoriaDetalhe, 'antes' | 'depois'>>(resto),
    antes: antes as AuditoriaDetalhe['antes'],
    depois: depois as AuditoriaDetalhe['depois'],
  };
}

interface Linha {
  campo: string;
  rotulo: string;
  antes: string;
  depois: string;
  mudou: boolean;
}

function linhas(d: AuditoriaDetalhe): Linha[] {
  const campos = [...new Set([...Object.keys(d.antes ?? {}), ...Object.keys(d.depois ?? {})])].filter((c) => campoVisivel(c, d.tabela));
  return campos.map((campo) => {
    const antes = d.antes ? mostrarValor(d.antes[campo]) : '';
    const depois = d.depois ? mostrarValor(d.depois[campo]) : '';
    return { campo, rotulo: rotuloDoCampo(campo), antes, depois, mudou: !!d.antes && !!d.depois && antes !== depois };
  });
}

/** One audit entry in words, then the row before and after, side by side, with changed fields highlighted. */
export function AuditoriaModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const query = useQuery({ queryKey: ['administracao', 'auditoria', id], queryFn: () => buscar(id as number), enabled: id !== null });
  const d = query.data;
  const acao = d ? ACOES[d.acaoExibida] : undefined;
  return (
    <Modal open={id !== null} title="Detalhes da auditoria" onCancel={onClose} footer={null} width={980} destroyOnHidden>
      {query.isLoading || !d ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <>
          <Descriptions
            size="small"
            column={{ xs: 1, md: 2 }}
            items={[
              { key: 'descricao', label: 'O que foi feito', children: d.descricao, span: 2 },
              { key: 'momento', label: 'Data e hora', children: d.momentoLocal },
              { key: 'usuario', label: 'Usuário', children: d.usuarioNome ?? 'Sistema' },
              { key: 'acao', label: 'Ação', children: <Tag color={acao?.cor}>{acao?.nome ?? d.acao}</Tag> },
              { key: 'registro', label: 'Registro', children: `${d.tabelaNome}${d.registroId ? ` nº ${d.registroId}` : ''}` },
            ]}
          />
          <Table<Linha>
            rowKey="campo"
            size="small"
            pagination={false}
            scroll={{ y: 420 }}
            style={{ marginTop: 12 }}
            dataSource={linhas(d)}
            locale={{ emptyText: 'Não há registros para exibir' }}
            rowClassName={(l) => (l.mudou ? 'ant-table-row-selected' : '')}
            columns={[
              { title: 'Campo', dataIndex: 'rotulo', width: 220 },
              { title: 'Antes', dataIndex: 'antes', render: (v: string) => <span style={{ wordBreak: 'break-word' }}>{v}</span> },
              { title: 'Depois', dataIndex: 'depois', render: (v: string) => <span style={{ wordBreak: 'break-word' }}>{v}</span> },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
