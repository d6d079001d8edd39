import { camelizeKeys } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Modal, Skeleton, Table, Tag } from 'antd';
import { api } from '../../../lib/api';
import { formatarDataHora } from '../../../lib/dates';
import { ACOES, type AuditoriaDetalhe } from './auditoria.types';

async function buscar(id: number): Promise<AuditoriaDetalhe> {
  const { antes, depois, ...resto } = await api.get<Record<string, unknown>>(`/api/administracao/auditoria/${id}`, { raw: true });
  return {
    ...camelizeKeys<Omit<AuditoriaDetalhe, 'antes' | 'depois'>>(resto),
    antes: antes as AuditoriaDetalhe['antes'],
    depois: depois as AuditoriaDetalhe['depois'],
  };
}

const mostrar = (v: unknown) => (v === undefined ? '' : v === null ? 'null' : typeof v === 'object' ? JSON.stringify(v) : String(v));

interface Linha {
  campo: string;
  antes: string;
  depois: string;
  mudou: boolean;
}

function linhas(d: AuditoriaDetalhe): Linha[] {
  const campos = [...new Set([...Object.keys(d.antes ?? {}), ...Object.keys(d.depois ?? {})])];
  return campos.map((campo) => {
    const antes = d.antes ? mostrar(d.antes[campo]) : '';
    const depois = d.depois ? mostrar(d.depois[campo]) : '';
    return { campo, antes, depois, mudou: !!d.antes && !!d.depois && antes !== depois };
  });
}

/** One audit entry: the row before and after, side by side, with changed fields highlighted. */
export function AuditoriaModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const query = useQuery({ queryKey: ['administracao', 'auditoria', id], queryFn: () => buscar(id as number), enabled: id !== null });
  const d = query.data;
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
              { key: 'momento', label: 'Momento', children: formatarDataHora(d.momento) },
              { key: 'usuario', label: 'Usuário', children: d.usuarioNome ?? 'Sistema' },
              { key: 'acao', label: 'Ação', children: <Tag color={ACOES[d.acao]?.cor}>{ACOES[d.acao]?.nome ?? d.acao}</Tag> },
              { key: 'registro', label: 'Registro', children: `${d.tabela}${d.registroId ? ` #${d.registroId}` : ''}` },
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
              { title: 'Campo', dataIndex: 'campo', width: 200, render: (v: string) => <code>{v}</code> },
              { title: 'Antes', dataIndex: 'antes', render: (v: string) => <span style={{ wordBreak: 'break-word' }}>{v}</span> },
              { title: 'Depois', dataIndex: 'depois', render: (v: string) => <span style={{ wordBreak: 'break-word' }}>{v}</span> },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
