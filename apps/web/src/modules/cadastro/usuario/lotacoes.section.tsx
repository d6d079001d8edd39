import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { lotacaoUsuarioSchema, MENSAGENS_USUARIO } from '@saude/shared';
import { useQuery } from '@tanstack/react-query';
import { Button, Col, Empty, Form, type FormInstance, type FormRule, Row, Typography } from 'antd';
import { Autocomplete } from '../../../components/fields/Autocomplete';
import { MultiSelect } from '../../../components/fields/MultiSelect';
import { type LotacaoModelo, usuarioApi } from './usuario.api';

type CampoLotacao = keyof typeof lotacaoUsuarioSchema.shape;

/** The rule of one placement field, straight from the shared schema (first message only). */
const regra = (campo: CampoLotacao): FormRule => ({
  validator: async (_, valor) => {
    const r = lotacaoUsuarioSchema.shape[campo].safeParse(valor);
    if (!r.success) throw new Error(r.error.issues[0]?.message);
  },
});

/** Cost centres and roles can be many; the spec's default limit of 3 is for ordinary lists. */
const MUITOS = 100;

export interface LotacaoForm {
  id?: number | null;
  infraestruturaId?: number | null;
  centroCustoIds?: number[];
  ocupacaoCodigo?: string | null;
  papelIds?: number[];
  /** Labels of the saved placement, for the autocompletes before any search. */
  rotulo?: string;
  ocupacaoNome?: string | null;
}

export const lotacaoParaForm = (l: LotacaoModelo): LotacaoForm => ({
  id: l.id,
  infraestruturaId: l.infraestruturaId,
  centroCustoIds: l.centroCustoIds,
  ocupacaoCodigo: l.ocupacaoCodigo,
  papelIds: l.papelIds,
  rotulo: l.rotulo,
  ocupacaoNome: l.ocupacaoNome,
});

export const lotacaoParaPayload = ({ id, infraestruturaId, centroCustoIds, ocupacaoCodigo, papelIds }: LotacaoForm) => ({
  id: id ?? null,
  infraestruturaId,
  centroCustoIds: centroCustoIds ?? [],
  ocupacaoCodigo: ocupacaoCodigo ?? null,
  papelIds: papelIds ?? [],
});

function CentrosDoLocal({ infraestruturaId, ...rest }: { infraestruturaId?: number | null; id?: string }) {
  const centros = useQuery({
    queryKey: ['usuario', 'centros-custo', infraestruturaId],
    queryFn: () => usuarioApi.centrosCusto(infraestruturaId as number),
    enabled: Boolean(infraestruturaId),
  });
  return (
    <MultiSelect
      {...rest}
      max={MUITOS}
      disabled={!infraestruturaId}
      loading={centros.isFetching}
      placeholder={infraestruturaId ? 'Centros de custo' : 'Escolha primeiro a unidade e o local'}
      options={(centros.data ?? []).map((c) => ({ value: c.id, label: `${c.nome} (${c.setorNome})` }))}
    />
  );
}

/**
 * The placements of the user form (spec 000 §3 lotacao): each one a service location
 * ("Unidade — Local"), its cost centres (with their sector), the CBO occupation and the roles.
 */
export function LotacoesSection({ form, papeis }: { form: FormInstance; papeis: { id: number; nome: string; bloqueado?: boolean }[] }) {
  const opcoesPapel = papeis.map((p) => ({ value: p.id, label: p.bloqueado ? `${p.nome} (bloqueado)` : p.nome, disabled: p.bloqueado }));
  return (
    <Form.List
      name="lotacoes"
      rules={[
        {
          validator: async (_, lista) => {
            if (!lista?.length) throw new Error(MENSAGENS_USUARIO.semLotacao);
          },
        },
      ]}
    >
      {(campos, { add, remove }, { errors }) => (
        <section aria-label="Lotações">
          <Typography.Title level={5}>Lotações</Typography.Title>
          {campos.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Nenhuma lotação" />}
          {campos.map((campo, i) => {
            const valor = (form.getFieldValue(['lotacoes', campo.name]) ?? {}) as LotacaoForm;
            return (
              <div
                key={campo.key}
                className="sm-lotacao"
                style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 12, marginBottom: 12 }}
              >
                <Form.Item name={[campo.name, 'id']} hidden>
                  <input />
                </Form.Item>
                <Row gutter={12} align="top">
                  <Col xs={24} md={12}>
                    <Form.Item label="Unidade — Local" name={[campo.name, 'infraestruturaId']} required rules={[regra('infraestruturaId')]}>
                      <Autocomplete<{ id: number; label: string }>
                        url="/api/cadastro/usuario/infraestruturas"
                        label="Unidade — Local"
                        optionLabel="label"
                        itemInicial={valor.infraestruturaId && valor.rotulo ? { id: valor.infraestruturaId, label: valor.rotulo } : null}
                        onChange={() => form.setFieldValue(['lotacoes', campo.name, 'centroCustoIds'], [])}
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item noStyle dependencies={[['lotacoes', campo.name, 'infraestruturaId']]}>
                      {({ getFieldValue }) => (
                        <Form.Item
                          label="Centros de custo"
                          name={[campo.name, 'centroCustoIds']}
                          required
                          rules={[regra('centroCustoIds')]}
                        >
                          <CentrosDoLocal infraestruturaId={getFieldValue(['lotacoes', campo.name, 'infraestruturaId'])} />
                        </Form.Item>
                      )}
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={10}>
                    <Form.Item label="Ocupação (CBO)" name={[campo.name, 'ocupacaoCodigo']}>
                      <Autocomplete<{ id: string; label: string }>
                        url="/api/ocupacoes/autocomplete"
                        label="Ocupação (CBO)"
                        optionLabel="label"
                        allowClear
                        itemInicial={
                          valor.ocupacaoCodigo
                            ? { id: valor.ocupacaoCodigo, label: `${valor.ocupacaoCodigo} - ${valor.ocupacaoNome ?? ''}` }
                            : null
                        }
                      />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={12}>
                    <Form.Item label="Papéis" name={[campo.name, 'papelIds']} required rules={[regra('papelIds')]}>
                      <MultiSelect max={MUITOS} options={opcoesPapel} placeholder="Papéis desta lotação" />
                    </Form.Item>
                  </Col>
                  <Col xs={24} md={2} style={{ display: 'flex', alignItems: 'center', paddingTop: 30 }}>
                    <Button
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`Remover lotação ${i + 1}`}
                      title="Remover lotação"
                      onClick={() => remove(campo.name)}
                    />
                  </Col>
                </Row>
              </div>
            );
          })}
          <Form.ErrorList errors={errors} />
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ centroCustoIds: [], papelIds: [] })}>
            Adicionar lotação
          </Button>
        </section>
      )}
    </Form.List>
  );
}
