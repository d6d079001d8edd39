import { FileAddOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Form, Input, Row, Space } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { CabecalhoPaciente } from '../../../components/workflow/CabecalhoPaciente';
import { ApiError } from '../../../lib/api';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { dispensacaoApi, type ItemParaDispensar, imprimirRecibo, type ReceitaParaDispensar } from './dispensacao.api';
import { chaveDaLinha, ItensDispensacao, type LinhaDispensacao } from './itens-dispensacao';
import { ReceitaExternaModal } from './receita-externa.modal';
import { ReceitasPaciente } from './receitas-paciente';
import { SupervisorModal } from './supervisor.modal';

interface Valores {
  observacao?: string;
  itens: LinhaDispensacao[];
}

const LISTA = '/farmacia/dispensacao/index';
const FILA = '/farmacia/fila-atendimento/index';

/**
 * farmacia/dispensacao/create/{pacienteId}/{filaId?} (spec 000 §2.3; issue 19): the patient, their prescriptions on the
 * left (the product's, typed-in and CEAF processes), the medicines being dispensed on the right with the quantity,
 * posology, next pickup and FEFO lots, the warnings above them; an early repeat asks for a supervisor. Saving
 * finishes the queue entry and opens the 8 cm receipt.
 */
export default function DispensacaoCreatePage() {
  const { pacienteId = '', filaId } = useParams();
  const navigate = useNavigate();
  const voltarPara = (useLocation().state as { lista?: string } | null)?.lista ?? (filaId ? FILA : LISTA);
  const [form] = Form.useForm<Valores>();
  const [externa, setExterna] = useState(false);
  const [autorizacao, setAutorizacao] = useState<{ pendente: Valores; motivo: string[] } | null>(null);
  const dados = useQuery({
    queryKey: ['farmacia', 'dispensacao', 'create', pacienteId, filaId],
    queryFn: () => dispensacaoApi.form(pacienteId, filaId),
  });
  const f = dados.data?.form;
  const itens = (Form.useWatch('itens', { form, preserve: true }) ?? []) as LinhaDispensacao[];
  const escolhidos = new Set(itens.map(chaveDaLinha));

  const salvar = useMutation({
    mutationFn: (v: Valores & { autorizacao?: { token: string; justificativa: string } }) =>
      dispensacaoApi.gravar({ ...v, pacienteId: Number(pacienteId), filaId: filaId ? Number(filaId) : null }),
    onSuccess: async ({ id }) => {
      // the refusal that asked for the supervisor is answered: its notice goes
      feedback.notification.destroy('api-422');
      feedback.notification.success({ title: 'Sucesso', description: 'Dispensação registrada.' });
      setAutorizacao(null);
      if (f?.parametros.imprimirReciboAoSalvar) await imprimirRecibo(id);
      navigate(voltarPara);
    },
    onError: (e, v) => {
      applyFormErrors(form, e);
      // an early repeat: the supervisor authorises at the counter, then the same dispensing is saved again
      const erros = e instanceof ApiError ? e.body.errors : undefined;
      if (erros?.autorizacao) {
        const motivo = Object.entries(erros)
          .filter(([campo]) => /\.material_?[iI]d$/.test(campo))
          .flatMap(([, m]) => m);
        setAutorizacao({ pendente: { observacao: v.observacao, itens: v.itens }, motivo });
      }
    },
  });

  const adicionar = (r: ReceitaParaDispensar, i: ItemParaDispensar) => {
    const atual = (form.getFieldValue('itens') ?? []) as LinhaDispensacao[];
    const linha: LinhaDispensacao = {
      origem: r.origem,
      receitaId: r.id,
      receitaItemId: i.id,
      materialId: i.materialId,
      quantidade: i.restante ?? i.quantidadePrescrita ?? null,
      unidadesPorDia: i.unidadesPorDia,
      diasTratamento: null,
      cid: i.cid,
    };
    form.setFieldValue('itens', [...atual, linha]);
  };

  return (
    <div className="sm-page">
      <PageHeader
        title="Dispensação de medicamentos"
        subTitle={f ? `Farmácia: ${f.centroCusto.nome}` : undefined}
        extra={
          <Space>
            <Button icon={<FileAddOutlined />} disabled={!f} onClick={() => setExterna(true)}>
              Receita externa
            </Button>
            <Button onClick={() => navigate(voltarPara)}>Voltar</Button>
          </Space>
        }
      />
      {f && <CabecalhoPaciente paciente={f.paciente} />}
      <Row gutter={12}>
        <Col xs={24} lg={8}>
          {f ? <ReceitasPaciente form={f} escolhidos={escolhidos} adicionar={adicionar} /> : <Card loading={dados.isLoading} />}
        </Col>
        <Col xs={24} lg={16}>
          <Card size="small" title="Medicamentos a dispensar" loading={dados.isLoading}>
            {f && (
              <Form<Valores>
                form={form}
                layout="vertical"
                initialValues={{ itens: [] }}
                onValuesChange={clearErrorsOnChange(form)}
                onFinish={() => salvar.mutate(form.getFieldsValue(true) as Valores)}
              >
                <ItensDispensacao form={f} />
                <Form.Item name="observacao" label="Observação" style={{ marginTop: 12, marginBottom: 12 }}>
                  <Input maxLength={500} />
                </Form.Item>
                <Button type="primary" htmlType="submit" loading={salvar.isPending} disabled={!itens.length}>
                  {f.parametros.imprimirReciboAoSalvar ? 'Dispensar e imprimir' : 'Dispensar'}
                </Button>
              </Form>
            )}
          </Card>
        </Col>
      </Row>
      {f && (
        <ReceitaExternaModal
          pacienteId={f.paciente.pacienteId}
          aberto={externa}
          fechar={() => setExterna(false)}
          gravada={() => {
            setExterna(false);
            void dados.refetch();
          }}
        />
      )}
      <SupervisorModal
        aberto={!!autorizacao}
        motivo={autorizacao?.motivo ?? []}
        fechar={() => setAutorizacao(null)}
        autorizado={(a) => autorizacao && salvar.mutate({ ...autorizacao.pendente, autorizacao: a })}
      />
    </div>
  );
}
