import { ClearOutlined, DownOutlined, ExportOutlined, PrinterOutlined, SafetyCertificateOutlined, SearchOutlined } from '@ant-design/icons';
import type { CampoRelatorio, RelatorioDef } from '@saude/shared';
import { Button, Card, Dropdown, Flex, Form, type FormInstance, Input, Select } from 'antd';
import { Autocomplete } from '../fields/Autocomplete';
import { DateRange } from '../fields/DateRange';
import { nomeNoFormulario, rotuloDoCampo } from './filtros-relatorio';
import type { Saida } from './use-relatorio';

type Item = Record<string, unknown>;
type Chave = string | number;

/** The autocompletes of reports answer `{ id, label }` (or a registry's `nome`/`descricao`). */
const rotuloDoItem = (item: Item) => String(item.label ?? item.nome ?? item.descricao ?? item.id ?? '');

/**
 * The chosen item's label, kept for the tab's session: the URL carries only the id, and coming back to the
 * report ("Voltar", a reload) should show the name, not a number.
 */
const chaveRotulo = (url: string, valor: Chave) => `relatorio.rotulo:${url}:${valor}`;
function rotuloGuardado(url: string, valor: Chave): string | null {
  try {
    return sessionStorage.getItem(chaveRotulo(url, valor));
  } catch {
    return null;
  }
}
function guardarRotulo(url: string, valor: Chave, rotulo: string) {
  try {
    sessionStorage.setItem(chaveRotulo(url, valor), rotulo);
  } catch {
    // storage full or blocked: the field shows the id after a reload, nothing else breaks
  }
}

interface CampoAutocompleteProps {
  campo: Extract<CampoRelatorio, { tipo: 'autocomplete' }>;
  id?: string;
  value?: Chave | null;
  onChange?: (value: Chave | undefined) => void;
}

function CampoAutocomplete({ campo, id, value, onChange }: CampoAutocompleteProps) {
  const rotulo = value !== undefined && value !== null ? rotuloGuardado(campo.url, value) : null;
  return (
    <Autocomplete<Item>
      id={id}
      url={campo.url}
      label={campo.rotulo}
      optionLabel={rotuloDoItem}
      value={value ?? null}
      itemInicial={rotulo !== null && value != null ? { id: value, label: rotulo } : null}
      onChange={(v, item) => {
        if (v !== null && item) guardarRotulo(campo.url, v, rotuloDoItem(item));
        onChange?.(v ?? undefined);
      }}
    />
  );
}

/** The widget of one filter; Form.Item hands it id, value and onChange, passed on to the real control. */
function Widget({ campo, ...controle }: { campo: CampoRelatorio; id?: string; value?: any; onChange?: (...args: any[]) => void }) {
  switch (campo.tipo) {
    case 'periodo':
      return <DateRange {...controle} labelInicio="Data inicial" labelFim="Data final" />;
    case 'autocomplete':
      return <CampoAutocomplete {...controle} campo={campo} />;
    case 'selecao':
      return <Select {...controle} allowClear aria-label={campo.rotulo} placeholder={campo.rotulo} options={campo.opcoes} />;
    case 'texto':
      return <Input {...controle} allowClear aria-label={campo.rotulo} placeholder={campo.rotulo} />;
  }
}

const LARGURA: Record<CampoRelatorio['tipo'], number> = { periodo: 400, autocomplete: 340, selecao: 220, texto: 240 };

interface Props {
  def: RelatorioDef;
  form: FormInstance;
  gerando: Saida | null;
  onPesquisar: () => void;
  onLimpar: () => void;
  onGerar: (saida: Saida) => void;
}

/**
 * The filter form of a report, built from its declaration, with its actions. Imprimir and Exportar stay
 * disabled while one of them runs, so a second click never sends a second request.
 */
export function FiltrosRelatorio({ def, form, gerando, onPesquisar, onLimpar, onGerar }: Props) {
  const ocupado = gerando !== null;
  return (
    <Card style={{ marginBottom: 16 }}>
      <Form
        form={form}
        layout="vertical"
        aria-label="Filtros do relatório"
        onFinish={onPesquisar}
        onValuesChange={(mudou: Record<string, unknown>) => form.setFields(Object.keys(mudou).map((name) => ({ name, errors: [] })))}
      >
        <Flex gap={16} wrap align="flex-start">
          {def.campos.map((campo) => (
            <Form.Item
              key={nomeNoFormulario(campo)}
              name={nomeNoFormulario(campo)}
              label={rotuloDoCampo(campo)}
              required={campo.tipo !== 'texto' && !!campo.obrigatorio}
              style={{ width: LARGURA[campo.tipo], maxWidth: '100%', marginBottom: 12 }}
            >
              <Widget campo={campo} />
            </Form.Item>
          ))}
        </Flex>
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            Pesquisar
          </Button>
          <Button icon={<ClearOutlined />} onClick={onLimpar}>
            Limpar
          </Button>
          <Flex gap={8} style={{ marginInlineStart: 'auto' }}>
            <Button icon={<PrinterOutlined />} loading={gerando === 'imprimir'} disabled={ocupado} onClick={() => onGerar('imprimir')}>
              Imprimir
            </Button>
            <Button
              icon={<SafetyCertificateOutlined />}
              loading={gerando === 'assinar'}
              disabled={ocupado}
              onClick={() => onGerar('assinar')}
            >
              Assinar
            </Button>
            <Dropdown
              trigger={['click']}
              disabled={ocupado}
              menu={{
                items: [
                  { key: 'xlsx', label: 'Planilha (XLSX)' },
                  { key: 'csv', label: 'CSV' },
                ],
                onClick: ({ key }) => onGerar(key as Saida),
              }}
            >
              <Button icon={<ExportOutlined />} loading={gerando === 'xlsx' || gerando === 'csv'} disabled={ocupado}>
                Exportar <DownOutlined />
              </Button>
            </Dropdown>
          </Flex>
        </Flex>
      </Form>
    </Card>
  );
}
