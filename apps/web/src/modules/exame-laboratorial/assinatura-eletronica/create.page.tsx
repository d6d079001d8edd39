import { SignatureOutlined } from '@ant-design/icons';
import { FAIXA_RESULTADO, formatarValorResultado, SITUACAO_RESULTADO_LAB, TIPO_CAMPO_EXAME } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Flex, Spin, Table, Tag } from 'antd';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { type CampoResultado, resultadoApi } from '../lancamento-resultado/resultado.api';
import { useAssinarResultados } from './use-assinar-resultados';

/**
 * exame-laboratorial/assinatura-eletronica/create/{id} (issue 21): one result reviewed by the responsible
 * professional — the patient, each value with its unit, reference and flags — and signed (PAdES, his certificate).
 */
export default function AssinaturaEletronicaCreatePage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const { assinarResultados, dialogo } = useAssinarResultados();
  const q = useQuery({ queryKey: ['lab-assinar', id], queryFn: () => resultadoApi.paraAssinar(id), enabled: Number.isFinite(id) });
  if (q.isLoading) return <Spin />;
  const d = q.data;
  if (!d) return <Alert type="error" showIcon title="Resultado não encontrado." />;
  const valor = (c: CampoResultado) => d.exame.valores.find((v) => v.campoId === c.id);
  const assinado = d.situacao === SITUACAO_RESULTADO_LAB.assinado;
  return (
    <div className="sm-page">
      <PageHeader title={`Assinatura — ${d.exame.nome}`} subTitle={`Agendamento nº ${d.numero}`} />
      <Descriptions size="small" bordered column={{ xs: 1, md: 3 }} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="Paciente">{d.paciente.nome}</Descriptions.Item>
        <Descriptions.Item label="Idade">{d.paciente.idade}</Descriptions.Item>
        <Descriptions.Item label="Lançado por">{d.exame.lancadoPor ?? '—'}</Descriptions.Item>
      </Descriptions>
      {assinado && (
        <Alert type="success" showIcon title={`Resultado já assinado por ${d.exame.assinadoPor ?? '—'}.`} style={{ marginBottom: 12 }} />
      )}
      <Table<CampoResultado>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={d.exame.campos}
        columns={[
          { title: 'Campo', dataIndex: 'nome' },
          {
            title: 'Resultado',
            key: 'valor',
            render: (_, c) => {
              const v = valor(c);
              const texto =
                c.tipo === TIPO_CAMPO_EXAME.numerico
                  ? formatarValorResultado(v?.valorNumero ?? null, c.casasDecimais)
                  : (v?.valorTexto ?? '');
              return <span style={v?.critico ? { color: '#cf1322', fontWeight: 600 } : undefined}>{texto || '—'}</span>;
            },
          },
          { title: 'Unidade', dataIndex: 'unidadeMedida' },
          { title: 'Referência', key: 'ref', render: (_, c) => c.faixa?.texto ?? '' },
          {
            title: '',
            key: 'marca',
            render: (_, c) => {
              const v = valor(c);
              return (
                <>
                  {v?.faixa === FAIXA_RESULTADO.acima && <Tag color="orange">↑ Acima</Tag>}
                  {v?.faixa === FAIXA_RESULTADO.abaixo && <Tag color="orange">↓ Abaixo</Tag>}
                  {v?.critico && <Tag color="red">Crítico</Tag>}
                </>
              );
            },
          },
        ]}
      />
      {d.exame.observacao && <Alert type="info" title={`Observação: ${d.exame.observacao}`} style={{ marginTop: 8 }} />}
      <Flex justify="end" gap={8} style={{ marginTop: 12 }}>
        <Button onClick={() => navigate('/exame-laboratorial/assinatura-eletronica/index')}>Voltar</Button>
        <Button onClick={() => navigate(`/exame-laboratorial/lancamento-resultado/create/${d.labAgendamentoId}`)}>
          Abrir o lançamento
        </Button>
        {!assinado && (
          <Button
            type="primary"
            icon={<SignatureOutlined />}
            onClick={async () => {
              const feitos = await assinarResultados([d.id]);
              if (feitos.length) navigate('/exame-laboratorial/assinatura-eletronica/index');
            }}
          >
            Assinar
          </Button>
        )}
      </Flex>
      {dialogo}
    </div>
  );
}
