import { useMutation, useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Select, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { colunaDoItem, colunaQuantidade, ItensDoDocumento } from '../../../components/estoque';
import { PageHeader } from '../../../components/PageHeader';
import { formatarData } from '../../../lib/dates';
import { applyFormErrors, clearErrorsOnChange } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { requisicaoApi } from './requisicao.api';

interface ValoresRequisicao {
  centroCustoAlmoxarifadoId?: number;
  observacao?: string;
  itens: { materialId?: number; quantidade?: number }[];
}

const LISTA = '/almoxarifado/requisicao/index';

/**
 * almoxarifado/requisicao/create (issue 18): the session's sector asks a warehouse that opened a period for it today.
 * The materials offered are what the warehouse has in valid lots; one the sector may not ask for is still sent,
 * and waits for the warehouse's permission.
 */
export default function RequisicaoCreatePage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<ValoresRequisicao>();
  const dados = useQuery({ queryKey: ['almoxarifado', 'requisicao', 'create'], queryFn: requisicaoApi.form });
  const almoxarifadoId = Form.useWatch('centroCustoAlmoxarifadoId', form);
  const itens = Form.useWatch('itens', form) ?? [];
  const materiais = useQuery({
    queryKey: ['almoxarifado', 'requisicao', 'materiais', almoxarifadoId],
    queryFn: () => requisicaoApi.materiais(almoxarifadoId as number),
    enabled: !!almoxarifadoId,
  });
  const porId = new Map((materiais.data?.data ?? []).map((m) => [m.materialId, m]));
  const salvar = useMutation({
    mutationFn: (v: ValoresRequisicao) => requisicaoApi.gravar(v),
    onSuccess: (r) => {
      feedback.notification.success({
        title: 'Sucesso',
        description:
          r.itensPendentes > 0
            ? `Requisição enviada. ${r.itensPendentes} item(ns) aguardam a permissão do almoxarifado.`
            : 'Requisição enviada ao almoxarifado.',
      });
      navigate(`/almoxarifado/requisicao/edit/${r.id}`);
    },
    onError: (e) => applyFormErrors(form, e),
  });
  const abertos = dados.data?.form.almoxarifados ?? [];
  return (
    <div className="sm-page">
      <PageHeader
        title="Nova requisição"
        subTitle={dados.data ? `Setor: ${dados.data.form.setor.nome}` : undefined}
        extra={<Button onClick={() => navigate(LISTA)}>Voltar</Button>}
      />
      <Card loading={dados.isLoading}>
        {dados.data && abertos.length === 0 ? (
          <Alert type="warning" showIcon title="Nenhum almoxarifado abriu período de requisição para este setor hoje." />
        ) : (
          <Form<ValoresRequisicao>
            form={form}
            layout="vertical"
            initialValues={{ centroCustoAlmoxarifadoId: abertos.length === 1 ? abertos[0].id : undefined, itens: [{}] }}
            onValuesChange={clearErrorsOnChange(form)}
            onFinish={(v) => salvar.mutate(v)}
          >
            <Form.Item
              name="centroCustoAlmoxarifadoId"
              label="Almoxarifado"
              rules={[{ required: true, message: 'O campo Almoxarifado é obrigatório.' }]}
              style={{ maxWidth: 560 }}
            >
              <Select
                aria-label="Almoxarifado"
                options={abertos.map((a) => ({ value: a.id, label: `${a.nome} — ${a.unidade} (até ${formatarData(a.dataFechamento)})` }))}
              />
            </Form.Item>
            <ItensDoDocumento
              colunas={[
                colunaDoItem({
                  campo: 'materialId',
                  titulo: 'Material',
                  controle: (rotulo) => (
                    <Select
                      aria-label={rotulo}
                      showSearch={{ optionFilterProp: 'label' }}
                      loading={materiais.isLoading}
                      disabled={!almoxarifadoId}
                      options={(materiais.data?.data ?? []).map((m) => ({
                        value: m.materialId,
                        label: `${m.material}${m.unidadeFornecimento ? ` (${m.unidadeFornecimento})` : ''}`,
                      }))}
                    />
                  ),
                }),
                {
                  title: 'Disponível',
                  key: 'disponivel',
                  width: 190,
                  render: (_, c) => {
                    const m = porId.get(itens[c.name]?.materialId as number);
                    if (!m) return '—';
                    return (
                      <>
                        {m.disponivel} {!m.permitido && <Tag color="gold">Aguardará permissão</Tag>}
                      </>
                    );
                  },
                },
                colunaQuantidade(130),
              ]}
            />
            <Form.Item name="observacao" label="Observação" style={{ marginTop: 12 }}>
              <Input.TextArea maxLength={500} rows={2} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={salvar.isPending}>
              Enviar requisição
            </Button>
          </Form>
        )}
      </Card>
    </div>
  );
}
