import { SaveOutlined, WarningFilled } from '@ant-design/icons';
import { FAIXA_RESULTADO, formatarValorResultado, LAB, SITUACAO_RESULTADO_LAB, SITUACOES_EXAME_LAB, TIPO_CAMPO_EXAME } from '@saude/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Descriptions, Flex, Input, Row, Select, Space, Spin, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { usePermission } from '../../../components/Authorized';
import { confirmDialog } from '../../../components/confirm';
import { PageHeader } from '../../../components/PageHeader';
import { ApiError } from '../../../lib/api';
import { formatarData } from '../../../lib/dates';
import { handleApiError } from '../../../lib/errors';
import { feedback } from '../../../lib/feedback';
import { BuscaNumero } from './BuscaNumero';
import { GraficoHistorico } from './GraficoHistorico';
import { calcularFormulas, chaveValor, classificar, lerNumeroDigitado } from './lancamento.logica';
import { type CampoResultado, type ExameResultado, resultadoApi } from './resultado.api';

const nomeSituacao = (s: number) => SITUACOES_EXAME_LAB.find((x) => x.value === s)?.label ?? '';
/** A stored number as the bench types it (comma decimals, no thousands dots: "150.000" would read as 150). */
const comoDigitado = (v: number | null) => (v == null ? '' : String(v).replace('.', ','));

function Marca({ faixa, critico }: { faixa: number | null; critico: boolean }) {
  return (
    <Space size={4}>
      {faixa === FAIXA_RESULTADO.acima && <Tag color="orange">↑ Acima</Tag>}
      {faixa === FAIXA_RESULTADO.abaixo && <Tag color="orange">↓ Abaixo</Tag>}
      {critico && (
        <Tag color="red" icon={<WarningFilled />}>
          Crítico
        </Tag>
      )}
    </Space>
  );
}

/**
 * exame-laboratorial/lancamento-resultado/create/{id} (issue 21): every exam of one scheduling on one screen. Numeric
 * fields with unit and decimals, text and list fields; formula fields computed live as the others are typed (also
 * across exams: LDL from CT, HDL and TG); the patient's reference text beside each value, out-of-range values
 * marked and critical ones highlighted (saving them asks for confirmation); the patient's earlier results of the
 * exam as a small chart. The server validates, recomputes and classifies again.
 */
export default function LancamentoResultadoCreatePage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const podeLancar = usePermission(LAB.resultadoLancar);
  const q = useQuery({ queryKey: ['lab-resultado', id], queryFn: () => resultadoApi.tela(id), enabled: Number.isFinite(id) });
  const [digitados, setDigitados] = useState<Record<string, string | undefined>>({});
  const [observacoes, setObservacoes] = useState<Record<number, string>>({});
  const [erros, setErros] = useState<Record<string, string[]>>({});
  const [iniciado, setIniciado] = useState<number | null>(null);

  const tela = q.data;
  // the stored values fill the screen once per load (editing before signing replaces them)
  if (tela && iniciado !== tela.id) {
    const inicio: Record<string, string> = {};
    const obs: Record<number, string> = {};
    for (const e of tela.exames) {
      for (const v of e.valores) inicio[chaveValor(e.agendamentoExameId, v.campoId)] = v.valorTexto ?? comoDigitado(v.valorNumero);
      if (e.observacao) obs[e.agendamentoExameId] = e.observacao;
    }
    setDigitados(inicio);
    setObservacoes(obs);
    setErros({});
    setIniciado(tela.id);
  }

  const calculados = useMemo(() => (tela ? calcularFormulas(tela.exames, digitados) : {}), [tela, digitados]);
  const editavel = (e: ExameResultado) =>
    podeLancar &&
    (e.situacao === 2 || e.situacao === 4) &&
    (e.resultadoSituacao == null || e.resultadoSituacao === SITUACAO_RESULTADO_LAB.lancado);

  const valorNumerico = (e: ExameResultado, c: CampoResultado): number | null | undefined => {
    const chave = chaveValor(e.agendamentoExameId, c.id);
    if (c.formula && calculados[chave] != null) return calculados[chave];
    return lerNumeroDigitado(digitados[chave]);
  };

  const mudar = (chave: string, v: string | undefined) => {
    setDigitados((d) => ({ ...d, [chave]: v }));
    if (erros[chave]) setErros(({ [chave]: _, ...resto }) => resto);
  };

  async function salvar() {
    if (!tela) return;
    const exames = tela.exames.filter(editavel).flatMap((e) => {
      const valores = e.campos.map((c) => {
        const chave = chaveValor(e.agendamentoExameId, c.id);
        const calc = c.formula ? calculados[chave] : null;
        return { campoId: c.id, valor: calc != null ? String(calc) : (digitados[chave] ?? null) };
      });
      const algum = valores.some((v) => v.valor != null && String(v.valor).trim() !== '') || e.resultadoId != null;
      return algum ? [{ agendamentoExameId: e.agendamentoExameId, observacao: observacoes[e.agendamentoExameId] ?? null, valores }] : [];
    });
    if (!exames.length) {
      feedback.notification.warning({ title: 'Atenção', description: 'Informe o resultado de ao menos um exame.' });
      return;
    }
    const criticos = tela.exames
      .filter(editavel)
      .flatMap((e) =>
        e.campos
          .filter((c) => c.tipo === TIPO_CAMPO_EXAME.numerico && classificar(valorNumerico(e, c), c).critico)
          .map((c) => `${c.nome}: ${formatarValorResultado(valorNumerico(e, c) ?? null, c.casasDecimais)} ${c.unidadeMedida ?? ''}`),
      );
    const enviar = async () => {
      try {
        const r = await resultadoApi.salvar(id, { exames, confirmarCritico: criticos.length > 0 });
        feedback.notification.success({ title: 'Sucesso', description: r.message });
        setIniciado(null);
        await queryClient.invalidateQueries({ queryKey: ['lab-resultado', id] });
        void queryClient.invalidateQueries({ queryKey: ['datatable'] });
      } catch (e) {
        if (e instanceof ApiError && e.status === 422) setErros(e.body.errors ?? {});
        handleApiError(e);
      }
    };
    if (criticos.length)
      confirmDialog({
        title: 'Valores críticos',
        content: (
          <>
            <Typography.Paragraph>Os valores abaixo passam do limite crítico. Confirma o lançamento?</Typography.Paragraph>
            <ul>
              {criticos.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </>
        ),
        okText: 'Confirmar e salvar',
        danger: true,
        onConfirm: enviar,
      });
    else await enviar();
  }

  if (q.isLoading) return <Spin />;
  if (!tela) return <Alert type="error" showIcon title="Agendamento de exames não encontrado." />;

  return (
    <div className="sm-page">
      <PageHeader
        title={`Lançamento de resultado — agendamento nº ${tela.numero}`}
        subTitle="Os campos calculados por fórmula se atualizam enquanto os outros são digitados."
        extra={<BuscaNumero aoEncontrar={(novo) => navigate(`/exame-laboratorial/lancamento-resultado/create/${novo}`)} />}
      />
      <Descriptions size="small" bordered column={{ xs: 1, md: 4 }} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="Paciente">{tela.paciente.nome}</Descriptions.Item>
        <Descriptions.Item label="Sexo">
          {tela.paciente.sexo === 'F' ? 'Feminino' : tela.paciente.sexo === 'M' ? 'Masculino' : 'Não informado'}
        </Descriptions.Item>
        <Descriptions.Item label="Idade">{tela.paciente.idade}</Descriptions.Item>
        <Descriptions.Item label="Coleta">
          {formatarData(tela.data)} — {tela.laboratorio}
        </Descriptions.Item>
      </Descriptions>
      <Space orientation="vertical" style={{ width: '100%' }} size={12}>
        {tela.exames.map((e) => {
          const pode = editavel(e);
          return (
            <Card
              key={e.agendamentoExameId}
              size="small"
              title={
                <Space>
                  <span>{e.nome}</span>
                  {e.sigla && <Tag>{e.sigla}</Tag>}
                </Space>
              }
              extra={
                <Space>
                  <Tag color={e.resultadoSituacao === SITUACAO_RESULTADO_LAB.assinado ? 'green' : e.situacao === 4 ? 'blue' : 'default'}>
                    {nomeSituacao(e.situacao)}
                  </Tag>
                  {e.assinadoPor && <Typography.Text type="secondary">Assinado por {e.assinadoPor}</Typography.Text>}
                </Space>
              }
            >
              {!e.campos.length && (
                <Alert type="warning" showIcon title="Este exame não tem campos de resultado configurados (Campos e referências)." />
              )}
              <Row gutter={16}>
                <Col xs={24} lg={e.historico.length ? 15 : 24}>
                  {e.campos.map((c) => {
                    const chave = chaveValor(e.agendamentoExameId, c.id);
                    const n = c.tipo === TIPO_CAMPO_EXAME.numerico ? valorNumerico(e, c) : null;
                    const cls = classificar(n, c);
                    const erro = erros[chave]?.[0];
                    const calc = c.formula ? calculados[chave] : undefined;
                    const rotulo = `${c.nome}${c.obrigatorio ? ' *' : ''}`;
                    return (
                      <Row
                        key={c.id}
                        gutter={8}
                        align="middle"
                        style={{ marginBottom: 6, background: cls.critico ? '#fff1f0' : undefined }}
                      >
                        <Col xs={24} md={7}>
                          <label htmlFor={`campo-${chave}`}>{rotulo}</label>
                          {c.formula && (
                            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                              Calculado: {c.formula}
                            </Typography.Text>
                          )}
                        </Col>
                        <Col xs={24} md={7}>
                          {c.tipo === TIPO_CAMPO_EXAME.lista ? (
                            <Select
                              id={`campo-${chave}`}
                              aria-label={c.nome}
                              allowClear
                              disabled={!pode}
                              style={{ width: '100%' }}
                              status={erro ? 'error' : undefined}
                              value={digitados[chave] || undefined}
                              onChange={(v?: string) => mudar(chave, v)}
                              options={(c.opcoes ?? []).map((o) => ({ value: o, label: o }))}
                            />
                          ) : (
                            <Input
                              id={`campo-${chave}`}
                              aria-label={c.nome}
                              disabled={!pode || (calc != null && c.formula != null)}
                              status={erro ? 'error' : undefined}
                              inputMode={c.tipo === TIPO_CAMPO_EXAME.numerico ? 'decimal' : undefined}
                              suffix={c.unidadeMedida ?? undefined}
                              value={calc != null ? formatarValorResultado(calc, c.casasDecimais) : (digitados[chave] ?? '')}
                              onChange={(ev) => mudar(chave, ev.target.value)}
                              style={cls.critico ? { borderColor: '#cf1322', fontWeight: 600 } : undefined}
                            />
                          )}
                          {erro && <Typography.Text type="danger">{erro}</Typography.Text>}
                        </Col>
                        <Col xs={24} md={6}>
                          <Typography.Text type="secondary">{c.faixa?.texto ?? ''}</Typography.Text>
                        </Col>
                        <Col xs={24} md={4}>
                          <Marca faixa={cls.faixa} critico={cls.critico} />
                        </Col>
                      </Row>
                    );
                  })}
                  <Input.TextArea
                    aria-label={`Observação de ${e.nome}`}
                    placeholder="Observação (opcional)"
                    disabled={!pode}
                    autoSize={{ minRows: 1, maxRows: 4 }}
                    value={observacoes[e.agendamentoExameId] ?? ''}
                    onChange={(ev) => setObservacoes((o) => ({ ...o, [e.agendamentoExameId]: ev.target.value }))}
                  />
                </Col>
                {e.historico.length > 0 && (
                  <Col xs={24} lg={9}>
                    <Typography.Text strong>Resultados anteriores</Typography.Text>
                    {e.historico.map((h) => {
                      const c = e.campos.find((x) => x.id === h.campoId);
                      if (!c) return null;
                      return (
                        <div key={h.campoId}>
                          <Typography.Text type="secondary">
                            {c.nome}
                            {c.unidadeMedida ? ` (${c.unidadeMedida})` : ''}
                          </Typography.Text>
                          <GraficoHistorico
                            nome={c.nome}
                            pontos={h.pontos}
                            faixa={c.faixa}
                            unidade={c.unidadeMedida}
                            casas={c.casasDecimais}
                            atual={e.resultadoId ? null : valorNumerico(e, c)}
                          />
                        </div>
                      );
                    })}
                  </Col>
                )}
              </Row>
            </Card>
          );
        })}
      </Space>
      {podeLancar && (
        <Flex justify="end" gap={8} style={{ marginTop: 12 }}>
          <Button onClick={() => navigate('/exame-laboratorial/lancamento-resultado/index')}>Voltar</Button>
          <Button type="primary" icon={<SaveOutlined />} onClick={() => void salvar()}>
            Salvar
          </Button>
        </Flex>
      )}
    </div>
  );
}
