import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { atendimentoRetroativoSchema } from '@saude/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Form, Row, Select, Skeleton } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SinaisVitais } from '../../../components/clinico';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { DataHoraInput } from '../../../components/fields/DataHoraInput';
import { TextArea } from '../../../components/fields/TextArea';
import { PageHeader } from '../../../components/PageHeader';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { exitGuard, useUnsavedGuard } from '../../../lib/exit-guard';
import { feedback } from '../../../lib/feedback';
import { regraZod } from '../../../lib/regra-zod';
import { CoresRisco } from '../atendimento-triagem/cores-risco';
import { LISTA_URL, retroativoApi } from './retroativo.api';

/** Stand-ins for the required fields, so the cross-field rules (blood pressure, triage) speak while they are empty. */
const SUBSTITUTOS = { pacienteId: 1, medicoId: 1, anamnese: '-', cidPrincipal: 'A00', destino: 1 };
const regra = (campo: string) => [regraZod(atendimentoRetroativoSchema, campo, SUBSTITUTOS)];

type Item = { id: number | string; label: string };

/**
 * pronto-atendimento/atendimento-retroativo/create: the paper FAA of a downtime typed in (arrival within the
 * last 30 days, optional triage, the doctor's evaluation with CIDs and the discharge). The FAA is then closed
 * like any other.
 */
export default function AtendimentoRetroativoCreatePage() {
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const [dirty, setDirty] = useState(false);
  useUnsavedGuard(dirty);
  const carregamento = useQuery({
    queryKey: ['pronto-atendimento', 'atendimento-retroativo', 'create'],
    queryFn: retroativoApi.formulario,
    gcTime: 0,
  });
  const voltar = () => navigate(LISTA_URL);
  const salvar = useMutation({
    mutationFn: retroativoApi.salvar,
    onSuccess: (r) => {
      setDirty(false);
      exitGuard.reset();
      feedback.notification.success({ title: 'Sucesso', description: r.message });
      voltar();
    },
    onError: (e) => applyFormErrors(form, e),
  });
  const opcoes = carregamento.data?.form;
  if (!opcoes) return <Skeleton active style={{ padding: 24 }} />;

  return (
    <div className="sm-page">
      <PageHeader
        title="Atendimento retroativo"
        subTitle="Lançamento de FAA em papel após contingência."
        extra={<Button onClick={voltar}>Voltar</Button>}
      />
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={`A chegada deve estar nos últimos ${opcoes.maxDias} dias. O atendimento não entra em fila e depois é fechado como os demais.`}
      />
      <Form
        form={form}
        layout="vertical"
        initialValues={{ cidsSecundarios: [] }}
        onFinish={(v) => salvar.mutate({ ...v, cidsSecundarios: (v.cidsSecundarios ?? []).filter(Boolean) })}
        onValuesChange={(changed) => {
          setDirty(true);
          clearErrorsOnChange(form)(changed);
        }}
        scrollToFirstError
      >
        <Card title="Paciente e período" style={{ marginBottom: 16 }}>
          <Form.Item name="pacienteId" label="Paciente" required rules={regra('pacienteId')} style={{ maxWidth: 720 }}>
            <Autocomplete<Item>
              url="/api/cadastro/paciente/autocomplete"
              label="Paciente"
              placeholder="Nome, CPF, CNS ou data de nascimento (dd/mm/aaaa)"
              optionLabel="label"
            />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="chegadaEm" label="Chegada" required rules={regra('chegadaEm')} dependencies={['altaEm']}>
                <DataHoraInput rotuloData="Data da chegada" rotuloHora="Hora da chegada" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="altaEm" label="Alta" required rules={regra('altaEm')} dependencies={['chegadaEm']}>
                <DataHoraInput rotuloData="Data da alta" rotuloHora="Hora da alta" />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card title="Triagem (opcional)" style={{ marginBottom: 16 }}>
          <Form.Item
            name="classificacaoRiscoId"
            label="Classificação de risco"
            rules={regra('classificacaoRiscoId')}
            dependencies={['queixa']}
          >
            <CoresRisco cores={opcoes.classificacoesRisco} />
          </Form.Item>
          <Form.Item name="queixa" label="Queixa principal" rules={regra('queixa')} dependencies={['classificacaoRiscoId']}>
            <TextArea max={2000} rows={2} />
          </Form.Item>
          <SinaisVitais form={form} regra={regra} antropometria={false} />
        </Card>
        <Card title="Atendimento médico" style={{ marginBottom: 16 }}>
          <Form.Item name="medicoId" label="Médico" required rules={regra('medicoId')} style={{ maxWidth: 520 }}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Selecione"
              options={opcoes.medicos.map((m) => ({ value: m.id, label: m.registro ? `${m.nome} (${m.registro})` : m.nome }))}
            />
          </Form.Item>
          <Form.Item name="anamnese" label="Anamnese" required rules={regra('anamnese')}>
            <TextArea max={10_000} rows={4} />
          </Form.Item>
          <Form.Item name="exameFisico" label="Exame físico" rules={regra('exameFisico')}>
            <TextArea max={10_000} rows={3} />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="cidPrincipal" label="CID principal" required rules={regra('cidPrincipal')}>
                <Autocomplete<Item> url="/api/cid/autocomplete" label="CID principal" optionLabel="label" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.List name="cidsSecundarios">
                {(campos, { add, remove }, { errors }) => (
                  <Form.Item label="CIDs secundários">
                    <Flex vertical gap={8}>
                      {campos.map((c) => (
                        <Flex key={c.key} gap={8}>
                          <Form.Item name={c.name} noStyle>
                            <Autocomplete<Item>
                              url="/api/cid/autocomplete"
                              label={`CID secundário ${c.name + 1}`}
                              optionLabel="label"
                              style={{ flex: 1 }}
                            />
                          </Form.Item>
                          <Button
                            aria-label={`Remover CID secundário ${c.name + 1}`}
                            icon={<DeleteOutlined />}
                            onClick={() => remove(c.name)}
                          />
                        </Flex>
                      ))}
                      <Form.ErrorList errors={errors} />
                      {campos.length < 10 && (
                        <Button icon={<PlusOutlined />} onClick={() => add(null)} style={{ alignSelf: 'flex-start' }}>
                          Adicionar CID secundário
                        </Button>
                      )}
                    </Flex>
                  </Form.Item>
                )}
              </Form.List>
            </Col>
          </Row>
          <Form.Item name="conduta" label="Conduta" rules={regra('conduta')}>
            <TextArea max={10_000} rows={3} />
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="destino" label="Destino" required rules={regra('destino')}>
                <Select placeholder="Selecione" options={opcoes.destinos.map((d) => ({ value: d.id, label: d.nome }))} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="destinoDetalhe" label="Detalhe do destino" rules={regra('destinoDetalhe')}>
                <TextArea max={500} rows={1} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Flex justify="flex-end" gap={8}>
          <Button onClick={voltar}>Cancelar</Button>
          <Button type="primary" htmlType="submit" loading={salvar.isPending}>
            Salvar
          </Button>
        </Flex>
      </Form>
    </div>
  );
}
