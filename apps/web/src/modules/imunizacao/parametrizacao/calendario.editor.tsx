import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CODIGOS_DOSE,
  CONDUTA_NOME,
  DOSE_NOME,
  GRUPO_POPULACIONAL_NOME,
  REGRA_APLICACAO_NOME,
  REGRAS_APLICACAO,
  type VacinaCalendario,
} from '@saude/shared';
import { Button, Col, Collapse, Form, Input, Row, Select, Space, Typography } from 'antd';

const opcoes = (nomes: Record<string, string>) => Object.entries(nomes).map(([value, label]) => ({ value, label }));
const OPCOES_DOSE = CODIGOS_DOSE.map((d) => ({ value: d, label: `${d} — ${DOSE_NOME[d]}` }));
const DICA_PERIODO = 'Anos, meses e dias: 2m, 1a6m, 42d, 4a11m29d.';

/** The period fields of a dose rule, in the card's order. */
const PERIODOS = [
  ['idadeRecomendada', 'Idade recomendada'],
  ['idadeMinima', 'Idade mínima'],
  ['idadeMaxima', 'Idade máxima'],
  ['intervaloMinimo', 'Intervalo mínimo'],
  ['intervaloUsual', 'Intervalo usual (aprazamento)'],
  ['tolerancia', 'Tolerância'],
] as const;

/** A new vaccine of the municipality: one dose, from birth, no upper limit. */
export const novaVacina = (): VacinaCalendario => ({
  sigla: '',
  codigoPni: null,
  nome: '',
  grupos: ['crianca'],
  doses: [{ dose: 'DU', idadeRecomendada: '0d', idadeMinima: '0d' }],
});

/** One dose rule of a vaccine: the dose and its ages, intervals and tolerance (empty: none / the calendar's default). */
function Doses({ vacina }: { vacina: number }) {
  return (
    <Form.List name={[vacina, 'doses']}>
      {(campos, { add, remove }) => (
        <>
          {campos.map((c) => (
            <Row key={c.key} gutter={8} align="top" wrap>
              <Col flex="170px">
                <Form.Item name={[c.name, 'dose']} label="Dose" rules={[{ required: true, message: 'Informe a dose.' }]}>
                  <Select options={OPCOES_DOSE} aria-label="Dose" />
                </Form.Item>
              </Col>
              {PERIODOS.map(([chave, rotulo]) => (
                <Col key={chave} flex="130px">
                  <Form.Item
                    name={[c.name, chave]}
                    label={rotulo}
                    tooltip={DICA_PERIODO}
                    getValueFromEvent={(e) => e.target.value.trim() || undefined}
                  >
                    <Input aria-label={rotulo} placeholder={chave === 'tolerancia' ? 'padrão' : '—'} />
                  </Form.Item>
                </Col>
              ))}
              <Col flex="40px" style={{ paddingTop: 30 }}>
                <Button aria-label="Remover dose" icon={<DeleteOutlined />} onClick={() => remove(c.name)} disabled={campos.length < 2} />
              </Col>
            </Row>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add({ dose: 'D1', idadeRecomendada: '0d', idadeMinima: '0d' })}>
            Adicionar dose
          </Button>
        </>
      )}
    </Form.List>
  );
}

/**
 * The municipality's vaccination calendar (issue 20: "kept as data the municipality can update"): the default tolerance
 * and the conduct of each rule, then each vaccine with its doses. The server checks the whole calendar; its messages
 * land on these fields.
 */
export function CalendarioEditor({
  vacinas,
  abertas,
  onAbrir,
}: {
  vacinas: VacinaCalendario[];
  /** The open vaccines (their index); a closed one draws no fields, so the page opens those a 422 names. */
  abertas: number[];
  onAbrir: (abertas: number[]) => void;
}) {
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={6}>
          <Form.Item
            name={['calendario', 'toleranciaPadrao']}
            label="Tolerância padrão"
            extra="Depois da data prevista, quanto tempo a dose fica 'devida' antes de contar como atrasada."
          >
            <Input aria-label="Tolerância padrão" />
          </Form.Item>
        </Col>
        {REGRAS_APLICACAO.map((r) => (
          <Col key={r} xs={24} md={6}>
            <Form.Item name={['calendario', 'condutas', r]} label={REGRA_APLICACAO_NOME[r]}>
              <Select options={opcoes(CONDUTA_NOME)} aria-label={REGRA_APLICACAO_NOME[r]} />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Form.List name={['calendario', 'vacinas']}>
        {(campos, { add, remove }) => (
          <>
            <Collapse
              size="small"
              activeKey={abertas.map(String)}
              onChange={(k) => onAbrir((Array.isArray(k) ? k : [k]).map(Number))}
              items={campos.map((c) => {
                const v = vacinas[c.name];
                return {
                  key: String(c.name),
                  label: v?.sigla ? `${v.sigla} — ${v.nome}` : 'Nova vacina',
                  extra: (
                    <Button size="small" type="text" danger aria-label="Remover vacina" onClick={() => remove(c.name)}>
                      Remover
                    </Button>
                  ),
                  children: (
                    <>
                      <Row gutter={16}>
                        <Col xs={24} md={4}>
                          <Form.Item name={[c.name, 'sigla']} label="Sigla" rules={[{ required: true, message: 'Informe a sigla.' }]}>
                            <Input aria-label="Sigla" maxLength={10} />
                          </Form.Item>
                        </Col>
                        <Col xs={24} md={10}>
                          <Form.Item name={[c.name, 'nome']} label="Nome" rules={[{ required: true, message: 'Informe o nome.' }]}>
                            <Input aria-label="Nome da vacina" />
                          </Form.Item>
                        </Col>
                        <Col xs={24} md={10}>
                          <Form.Item name={[c.name, 'grupos']} label="Grupos">
                            <Select mode="multiple" options={opcoes(GRUPO_POPULACIONAL_NOME)} aria-label="Grupos" />
                          </Form.Item>
                        </Col>
                      </Row>
                      <Doses vacina={c.name} />
                    </>
                  ),
                };
              })}
            />
            <Space style={{ marginTop: 12 }}>
              <Button
                icon={<PlusOutlined />}
                onClick={() => {
                  add(novaVacina());
                  onAbrir([...abertas, campos.length]);
                }}
              >
                Adicionar vacina
              </Button>
              <Typography.Text type="secondary">
                A vacina nova entra no fim do calendário; a sigla é a chave usada no cadastro da vacina.
              </Typography.Text>
            </Space>
          </>
        )}
      </Form.List>
    </>
  );
}
