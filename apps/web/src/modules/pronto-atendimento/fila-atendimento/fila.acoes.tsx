import { MoreOutlined, SoundOutlined } from '@ant-design/icons';
import { type AcaoFila, MENSAGENS_FILA, transicaoFila } from '@saude/shared';
import { Button, Dropdown, Space, Tooltip } from 'antd';
import type { EntradaFila } from './fila.api';
import { nomeNaFila, PACIENTE_NAO_IDENTIFICADO } from './fila.formatos';

/**
 * What a button of a row asks the page to do: a transition of the table (not the FAA's cancel, which only
 * reabertura-atendimento applies), or opening the attendance screen.
 */
export type AcaoDaTela = Exclude<AcaoFila, 'cancelar'> | 'abrir';

export interface AcoesProps {
  entrada: EntradaFila;
  /** The actions this user may do (the server checks again). */
  pode: Partial<Record<AcaoFila, boolean>>;
  /** This queue has an attendance screen to open (the triage, for now). */
  abrivel: boolean;
  ocupado: boolean;
  aoAgir: (acao: AcaoDaTela, entrada: EntradaFila) => void;
}

const vezes = (n: number) => `${n} ${n === 1 ? 'vez' : 'vezes'}`;

/**
 * The call button of spec 000 §2.6: blue until the first call, grey after (a second click calls again); one click
 * calls to the user's remembered TV and room (issue 16 item 3); disabled for unknown patients, who are not called
 * by name.
 */
function BotaoChamar({ entrada, ocupado, aoAgir }: Pick<AcoesProps, 'entrada' | 'ocupado' | 'aoAgir'>) {
  const chamado = entrada.chamadas > 0;
  const nome = entrada.paciente.desconhecido ? PACIENTE_NAO_IDENTIFICADO : nomeNaFila(entrada.paciente);
  const dica = entrada.paciente.desconhecido
    ? MENSAGENS_FILA.desconhecidoNaoChama
    : chamado
      ? `Chamado ${vezes(entrada.chamadas)}`
      : undefined;
  // a disabled button sends no mouse events: the wrapper carries the tooltip
  return (
    <Tooltip title={dica}>
      <span style={{ display: 'inline-block' }}>
        <Button
          size="small"
          color={chamado ? 'default' : 'primary'}
          variant={chamado ? 'filled' : 'solid'}
          icon={<SoundOutlined />}
          disabled={entrada.paciente.desconhecido || ocupado}
          aria-label={`Chamar ${nome}`}
          onClick={() => aoAgir('chamar', entrada)}
        >
          Chamar
        </Button>
      </span>
    </Tooltip>
  );
}

/** The actions at hand in the row; the others (send back, forward, evasion, finalize, undo) wait under "Mais". */
const PRINCIPAIS: Exclude<AcaoDaTela, 'abrir'>[] = ['atender'];
const OUTRAS: Exclude<AcaoDaTela, 'abrir'>[] = ['devolver', 'encaminhar', 'evadir', 'finalizar', 'desfazerEvasao'];

/** The actions the transitions table allows for this entry (`acoes` from the server): call, open, attend, and "Mais". */
export function AcoesDaEntrada({ entrada, pode, abrivel, ocupado, aoAgir }: AcoesProps) {
  const permitidas = new Set(entrada.acoes);
  const nome = entrada.paciente.desconhecido ? PACIENTE_NAO_IDENTIFICADO : nomeNaFila(entrada.paciente);
  // spec 000 §2.6: an entry already in attendance opens its screen directly
  const abrir = abrivel && entrada.status.id === 2 && pode.atender;
  const outras = OUTRAS.filter((a) => permitidas.has(a) && pode[a]);
  return (
    <Space size={4}>
      {permitidas.has('chamar') && pode.chamar && <BotaoChamar entrada={entrada} ocupado={ocupado} aoAgir={aoAgir} />}
      {abrir && (
        <Button size="small" type="primary" ghost disabled={ocupado} aria-label={`Abrir ${nome}`} onClick={() => aoAgir('abrir', entrada)}>
          Abrir
        </Button>
      )}
      {PRINCIPAIS.filter((a) => permitidas.has(a) && pode[a]).map((a) => (
        <Button
          key={a}
          size="small"
          type="primary"
          disabled={ocupado}
          aria-label={`${rotulo(a)} ${nome}`}
          onClick={() => aoAgir(a, entrada)}
        >
          {rotulo(a)}
        </Button>
      ))}
      {outras.length > 0 && (
        <Dropdown
          trigger={['click']}
          disabled={ocupado}
          menu={{
            items: outras.map((a) => ({ key: a, label: rotulo(a), danger: a === 'evadir' })),
            onClick: ({ key }) => aoAgir(key as AcaoDaTela, entrada),
          }}
        >
          <Tooltip title="Mais ações">
            <Button size="small" icon={<MoreOutlined />} aria-label={`Mais ações ${nome}`} />
          </Tooltip>
        </Dropdown>
      )}
    </Space>
  );
}

const ROTULOS: Partial<Record<AcaoFila, string>> = { devolver: 'Devolver' };
const rotulo = (a: AcaoFila) => ROTULOS[a] ?? transicaoFila(a).rotulo;
