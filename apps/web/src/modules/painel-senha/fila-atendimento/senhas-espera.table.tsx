import { SoundOutlined } from '@ant-design/icons';
import { Button, Space, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { BateriaEspera } from '../../../components/widgets/BateriaEspera';
import type { FormularioFilaSenha, SenhaNaFila } from './senha.api';
import { hora } from './senha.formatos';
import { TagPrioridade } from './senha-atual.card';

export type AcaoDaLista = 'chamar' | 'evadir';

/**
 * The waiting tickets in the order "Chamar próxima" takes them (priority weight, then arrival). A row may be
 * called out of order (the person is at the counter already) or closed as "Não compareceu".
 */
export function SenhasEspera({
  senhas,
  limiares,
  podeOperar,
  semLocal,
  ocupado,
  aoAgir,
}: {
  senhas: SenhaNaFila[];
  limiares: FormularioFilaSenha['temposEspera'];
  podeOperar: boolean;
  /** No counter chosen: a call would have nowhere to send the person. */
  semLocal: boolean;
  ocupado: number | null;
  aoAgir: (acao: AcaoDaLista, senha: SenhaNaFila) => void;
}) {
  const colunas: ColumnsType<SenhaNaFila> = [
    { title: 'Espera', key: 'espera', width: 70, render: (_, s) => <BateriaEspera espera={s.espera} limiares={limiares} /> },
    {
      title: 'Senha',
      key: 'codigo',
      width: 76,
      render: (_, s) => (
        <Typography.Text strong style={{ fontSize: 18 }}>
          {s.codigo}
        </Typography.Text>
      ),
    },
    { title: 'Prioridade', key: 'prioridade', width: 104, render: (_, s) => <TagPrioridade prioridade={s.prioridade} /> },
    { title: 'Opção de entrada', key: 'opcao', render: (_, s) => s.opcaoEntrada.nome },
    { title: 'Chegada', key: 'chegada', width: 80, render: (_, s) => hora(s.emitidaEm) },
  ];
  if (podeOperar)
    colunas.push({
      title: 'Ações',
      key: 'acoes',
      width: 236,
      fixed: 'right',
      render: (_, s) => (
        <Space size={4}>
          {s.acoes.includes('chamar') && (
            <Tooltip title={semLocal ? 'Escolha o seu local de chamada.' : undefined}>
              <Button
                size="small"
                icon={<SoundOutlined />}
                disabled={semLocal || ocupado === s.id}
                aria-label={`Chamar ${s.codigo}`}
                onClick={() => aoAgir('chamar', s)}
              >
                Chamar
              </Button>
            </Tooltip>
          )}
          {s.acoes.includes('evadir') && (
            <Button
              size="small"
              danger
              disabled={ocupado === s.id}
              aria-label={`Não compareceu ${s.codigo}`}
              onClick={() => aoAgir('evadir', s)}
            >
              Não compareceu
            </Button>
          )}
        </Space>
      ),
    });
  return (
    <Table<SenhaNaFila>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={senhas}
      columns={colunas}
      locale={{ emptyText: 'Nenhuma senha aguardando.' }}
      // fits the counter's half of a 1366 × 768 screen: the entry option wraps, the actions stay in view (issue 16)
      tableLayout="fixed"
      scroll={{ x: 660 }}
    />
  );
}
