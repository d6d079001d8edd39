import { EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { type formulaExameLinha, LAB, type Resposta } from '@saude/shared';
import { Button, Tag, Tooltip, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import type { ServerColumn } from '../../../components/crud/datatable';
import { ServerTable } from '../../../components/crud/ServerTable';
import { useServerTable } from '../../../components/crud/use-server-table';
import { PageHeader } from '../../../components/PageHeader';

export const FORMULA_API = '/api/exame-laboratorial/formula-exame';
type Linha = Resposta<typeof formulaExameLinha>;

/** exame-laboratorial/formula-exame/index (spec 000 §2.3, issue 21): the computed result fields and their expressions. */
export default function FormulaExameIndexPage() {
  const navigate = useNavigate();
  const podeCadastrar = usePermission(LAB.formulaCadastrar);
  const podeEditar = usePermission(LAB.formulaEditar);
  const columns: ServerColumn<Linha>[] = [
    { title: 'Código', dataIndex: 'campoCodigo', sorter: true, width: 120 },
    { title: 'Campo calculado', dataIndex: 'campoNome', sorter: true },
    { title: 'Exame', dataIndex: 'exameNome', sorter: true },
    { title: 'Expressão', dataIndex: 'expressao', render: (v: string) => <Typography.Text code>{v}</Typography.Text> },
    { title: 'Descrição', dataIndex: 'descricao', render: (v: string | null) => v ?? '—' },
    {
      title: 'Situação',
      dataIndex: 'bloqueado',
      sorter: true,
      searchable: false,
      width: 110,
      render: (v: boolean) => (v ? <Tag color="red">Bloqueada</Tag> : <Tag color="green">Ativa</Tag>),
    },
    {
      title: 'Ações',
      key: 'acoes',
      width: 80,
      render: (_: unknown, l) => (
        <Tooltip title={podeEditar ? 'Editar' : 'Visualizar'}>
          <Button
            aria-label={`${podeEditar ? 'Editar' : 'Visualizar'} fórmula ${l.campoCodigo}`}
            icon={podeEditar ? <EditOutlined /> : <EyeOutlined />}
            onClick={() => navigate(`/exame-laboratorial/formula-exame/edit/${l.id}`)}
          />
        </Tooltip>
      ),
    },
  ];
  const table = useServerTable<Linha>({ endpoint: `${FORMULA_API}/datatable`, columns, defaultSort: { field: 'campoCodigo', dir: 'asc' } });
  return (
    <div className="sm-page">
      <PageHeader
        title="Fórmulas de exames"
        subTitle="Campos de resultado calculados a partir de outros (ex.: LDL por Friedewald)."
        extra={
          podeCadastrar && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/exame-laboratorial/formula-exame/create')}>
              Novo
            </Button>
          )
        }
      />
      <ServerTable table={table} searchPlaceholder="Código, campo, exame ou expressão" />
    </div>
  );
}
