import { mensagens, PERMISSAO_DOMICILIO } from '@saude/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Checkbox,
  Col,
  Descriptions,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Row,
  Select,
  Skeleton,
  Space,
  Table,
  Tag,
} from 'antd';
import { useState } from 'react';
import { usePermission } from '../../../../components/Authorized';
import { confirmDialog } from '../../../../components/confirm';
import { Autocomplete } from '../../../../components/fields/Autocomplete';
import { applyFormErrors, clearErrorsOnChange, handleApiError } from '../../../../lib/errors';
import { feedback } from '../../../../lib/feedback';
import {
  type Domicilio,
  type DomicilioForm,
  type DomicilioValores,
  domicilioApi,
  type Opcao,
  type Residente,
  type SugestaoEndereco,
} from './domicilio.api';

const nomeDe = (lista: readonly Opcao[], id: number | null) => lista.find((o) => o.id === id)?.nome ?? '—';
const opcoes = (lista: readonly Opcao[]) => lista.map((o) => ({ value: o.id, label: o.nome }));
const idadeTexto = (idade: number | null) => (idade === null ? '—' : idade === 1 ? '1 ano' : `${idade} anos`);

/**
 * The "Domicílio" tab of the patient record (spec 001 §7 paciente/domicilio): the household's
 * address and living conditions, and who lives there (name, age, responsible). Residents are added
 * through the patient autocomplete; moving someone from another household ends the old residence.
 */
export function DomicilioCard({ pacienteId }: { pacienteId: number }) {
  const podeEditar = usePermission(PERMISSAO_DOMICILIO.editar);
  const queryClient = useQueryClient();
  const chave = ['paciente-domicilio', pacienteId];
  const consulta = useQuery({ queryKey: chave, queryFn: () => domicilioApi.doPaciente(pacienteId) });
  const [editando, setEditando] = useState(false);
  const [novoMorador, setNovoMorador] = useState<number | null>(null);

  const atualizar = (d: Domicilio) => {
    const atual = consulta.data;
    if (atual) queryClient.setQueryData(chave, { ...atual, data: d.residentes.some((r) => r.pacienteId === pacienteId) ? d : null });
  };
  const acao = useMutation({
    mutationFn: (fn: () => Promise<Domicilio>) => fn(),
    onSuccess: (d) => {
      atualizar(d);
      feedback.notification.success({ title: 'Sucesso', description: mensagens.registroSalvo });
    },
    onError: handleApiError,
  });

  if (consulta.isPending) return <Skeleton active />;
  if (consulta.isError || !consulta.data) return <Empty description="Não foi possível carregar o domicílio." />;
  const { form: listas, data: dom, sugestao } = consulta.data;

  const remover = (r: Residente) =>
    confirmDialog({
      title: 'Remover morador',
      content: `Deseja realmente remover ${r.nome} deste domicílio?`,
      danger: true,
      onConfirm: async () => {
        const d = await domicilioApi.remover((dom as Domicilio).id, r.pacienteId);
        atualizar(d);
        feedback.notification.success({ title: 'Sucesso', description: 'Morador removido do domicílio.' });
      },
    });

  return (
    <Card
      title="Domicílio"
      extra={
        podeEditar && (
          <Button type={dom ? 'default' : 'primary'} onClick={() => setEditando(true)}>
            {dom ? 'Editar endereço' : 'Cadastrar domicílio'}
          </Button>
        )
      }
    >
      {!dom ? (
        <Empty description="Este paciente ainda não está vinculado a um domicílio." />
      ) : (
        <Flex vertical gap={16}>
          <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
            <Descriptions.Item label="Endereço">
              {dom.logradouroNome}, {dom.semNumero ? 's/n' : dom.numero}
              {dom.complemento ? ` - ${dom.complemento}` : ''}
            </Descriptions.Item>
            <Descriptions.Item label="Bairro">{dom.bairroNome}</Descriptions.Item>
            <Descriptions.Item label="CEP">{dom.cep.replace(/^(\d{5})(\d{3})$/, '$1-$2')}</Descriptions.Item>
            {dom.loteamento && <Descriptions.Item label="Loteamento">{dom.loteamento.label}</Descriptions.Item>}
            <Descriptions.Item label="Zona">{nomeDe(listas.zonas, dom.zona)}</Descriptions.Item>
            <Descriptions.Item label="Tipo de domicílio">{nomeDe(listas.tiposDomicilio, dom.tipoDomicilio)}</Descriptions.Item>
            <Descriptions.Item label="Cômodos">{dom.numeroComodos ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="Abastecimento de água">{nomeDe(listas.abastecimentosAgua, dom.abastecimentoAgua)}</Descriptions.Item>
            <Descriptions.Item label="Destino do lixo">{nomeDe(listas.destinosLixo, dom.destinoLixo)}</Descriptions.Item>
            <Descriptions.Item label="Energia elétrica">{dom.energiaEletrica ? 'Sim' : 'Não'}</Descriptions.Item>
            {dom.referencia && <Descriptions.Item label="Ponto de referência">{dom.referencia}</Descriptions.Item>}
          </Descriptions>

          <Table<Residente>
            size="small"
            rowKey="pacienteId"
            pagination={false}
            dataSource={dom.residentes}
            title={() => <strong>Moradores ({dom.residentes.length})</strong>}
            columns={[
              {
                title: 'Nome',
                dataIndex: 'nome',
                render: (_, r) => (
                  <Space>
                    {r.nomeSocial ?? r.nome}
                    {r.pacienteId === pacienteId && <Tag>este paciente</Tag>}
                  </Space>
                ),
              },
              { title: 'Idade', dataIndex: 'idade', width: 100, render: (v: number | null) => idadeTexto(v) },
              {
                title: 'Responsável',
                dataIndex: 'responsavel',
                width: 140,
                render: (v: boolean) => (v ? <Tag color="blue">Responsável</Tag> : null),
              },
              ...(podeEditar
                ? [
                    {
                      title: 'Ações',
                      key: 'acoes',
                      width: 260,
                      render: (_: unknown, r: Residente) => (
                        <Space>
                          {!r.responsavel && (
                            <Button size="small" onClick={() => acao.mutate(() => domicilioApi.responsavel(dom.id, r.pacienteId))}>
                              Marcar como responsável
                            </Button>
                          )}
                          <Button size="small" danger onClick={() => remover(r)} aria-label={`Remover ${r.nome}`}>
                            Remover
                          </Button>
                        </Space>
                      ),
                    },
                  ]
                : []),
            ]}
          />

          {podeEditar && (
            <Flex gap={8} align="center">
              <div style={{ flex: 1, maxWidth: 480 }}>
                <Autocomplete<{ id: number; label: string }>
                  url="/api/cadastro/paciente/autocomplete"
                  label="Adicionar morador"
                  optionLabel="label"
                  value={novoMorador}
                  onChange={(v) => setNovoMorador(v === null ? null : Number(v))}
                  style={{ width: '100%' }}
                />
              </div>
              <Button
                type="primary"
                disabled={novoMorador === null}
                loading={acao.isPending}
                onClick={() =>
                  acao.mutate(() => domicilioApi.adicionar(dom.id, novoMorador as number), { onSuccess: () => setNovoMorador(null) })
                }
              >
                Adicionar
              </Button>
            </Flex>
          )}
        </Flex>
      )}
      {editando && (
        <DomicilioModal
          pacienteId={pacienteId}
          domicilio={dom}
          sugestao={sugestao ?? null}
          listas={listas}
          onClose={() => setEditando(false)}
          onSaved={(d) => {
            atualizar(d);
            setEditando(false);
          }}
        />
      )}
    </Card>
  );
}

function DomicilioModal({
  pacienteId,
  domicilio,
  sugestao,
  listas,
  onClose,
  onSaved,
}: {
  pacienteId: number;
  domicilio: Domicilio | null;
  sugestao: SugestaoEndereco | null;
  listas: DomicilioForm;
  onClose: () => void;
  onSaved: (d: Domicilio) => void;
}) {
  const [form] = Form.useForm<DomicilioValores>();
  const semNumero = Form.useWatch('semNumero', form);
  const salvar = useMutation({
    mutationFn: (v: DomicilioValores) => (domicilio ? domicilioApi.atualizar(domicilio.id, v) : domicilioApi.criar(pacienteId, v)),
    onSuccess: (d) => {
      feedback.notification.success({ title: 'Sucesso', description: mensagens.registroSalvo });
      onSaved(d);
    },
    onError: (e) => {
      if (!applyFormErrors(form, e)) handleApiError(e);
    },
  });
  const padrao: Partial<DomicilioValores> = { zona: 83, tipoDomicilio: 85, energiaEletrica: true, semNumero: false };
  const inicial: Partial<DomicilioValores> =
    domicilio ?? (sugestao ? { ...padrao, ...sugestao, zona: sugestao.zona ?? 83, logradouroId: sugestao.logradouroId } : padrao);
  const logradouroInicial = domicilio?.logradouro ?? sugestao?.logradouro ?? null;

  return (
    <Modal
      open
      title={domicilio ? 'Editar domicílio' : 'Cadastrar domicílio'}
      okText="Salvar"
      cancelText="Cancelar"
      width={760}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={salvar.isPending}
      mask={{ closable: false }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={inicial}
        onFinish={(v) => salvar.mutate(v)}
        onValuesChange={clearErrorsOnChange(form)}
      >
        <Row gutter={16}>
          <Col xs={24} md={16}>
            <Form.Item label="Logradouro" name="logradouroId" required>
              <Autocomplete<{ id: number; label: string }>
                url="/api/cadastro/logradouro/autocomplete"
                label="Logradouro"
                optionLabel="label"
                itemInicial={logradouroInicial}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item label="Número" name="numero">
              <Input maxLength={10} disabled={semNumero} />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item label=" " name="semNumero" valuePropName="checked">
              <Checkbox>Sem número</Checkbox>
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Complemento" name="complemento">
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Ponto de referência" name="referencia">
              <Input maxLength={150} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Loteamento" name="loteamentoId">
              <Autocomplete<{ id: number; label: string }>
                url="/api/cadastro/loteamento/autocomplete"
                label="Loteamento"
                optionLabel="label"
                itemInicial={domicilio?.loteamento?.label ? { id: domicilio.loteamento.id, label: domicilio.loteamento.label } : null}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Zona" name="zona" required>
              <Select options={opcoes(listas.zonas)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="Tipo de domicílio" name="tipoDomicilio">
              <Select allowClear options={opcoes(listas.tiposDomicilio)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="Número de cômodos" name="numeroComodos">
              <InputNumber min={1} max={99} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="Abastecimento de água" name="abastecimentoAgua">
              <Select allowClear options={opcoes(listas.abastecimentosAgua)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="Destino do lixo" name="destinoLixo">
              <Select allowClear options={opcoes(listas.destinosLixo)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="Energia elétrica" name="energiaEletrica" valuePropName="checked">
              <Checkbox>Tem energia elétrica</Checkbox>
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
