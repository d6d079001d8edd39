import { ATALHO_CHAMAR_PROXIMA, StatusFila } from '@saude/shared';
import { useState } from 'react';
import { handleApiError } from '../../lib/errors';
import { feedback } from '../../lib/feedback';
import { confirmarCancelamento, confirmDialog } from '../confirm';
import { BarraDeChamada, descreverLocal, type OpcoesDeChamada } from './BarraDeChamada';
import { EvasaoModal } from './EvasaoModal';
import { LocalChamadaModal } from './LocalChamadaModal';
import { useAtalho } from './use-atalho';
import { type TelaESala, useTelaESala } from './use-local-chamada';

/** What the desk reads of a queue entry (the module's answer schema has the rest). */
export interface EntradaDoBalcao {
  id: number;
  status: { id: number };
  chamadas: number;
  acoes: readonly string[];
  paciente: { desconhecido: boolean };
}

/**
 * "Chamar próximo" (issue 16 item 3): the first entry in the queue's order (as on screen) still waiting and never
 * called; a called patient who has not come is called again from their row, and an unknown patient is not called
 * by name (spec 001 §2: the engine refuses it).
 */
export const proximoAChamar = <E extends EntradaDoBalcao>(fila: E[]) =>
  fila.find((e) => e.status.id === StatusFila.EM_ESPERA && e.chamadas === 0 && !e.paciente.desconhecido && e.acoes.includes('chamar'));

/** The module's routes the desk calls. */
export interface ApiDoBalcao {
  chamar(filaId: number, telaId: number | null, salaId: number | null): Promise<unknown>;
  atender(id: number): Promise<unknown>;
  devolver(id: number): Promise<unknown>;
  evadir(id: number, motivoEvasao: string): Promise<unknown>;
  desfazerEvasao(id: number): Promise<unknown>;
}

/** What a row asks the desk to do; a module answers its other actions (delete, forward, finalize) itself. */
export type AcaoDoBalcao = 'chamar' | 'atender' | 'abrir' | 'devolver' | 'evadir' | 'desfazerEvasao';

type Dialogo<E> = { tipo: 'evasao'; entrada: E } | { tipo: 'local'; chamar: E | null };

/**
 * The desk of a patient queue (spec 000 §2.6, issue 16 item 3), the same for every module: the call goes in one click
 * to the TV and room this user chose for the queue (asked once, remembered), F2 calls the next, "Atender" takes the
 * entry and opens its attendance, send back and undo the evasion ask first, the evasion asks its reason; every action
 * tells the user and refetches the queue. It returns the call bar and the dialogs to place on the page; `agir` and
 * `tentar` run the module's own actions the same way.
 */
export function useBalcaoFila<E extends EntradaDoBalcao>(o: {
  /** The module: the call location is remembered per module, user and queue. */
  espaco: string;
  centroCustoId: number | undefined;
  form: (OpcoesDeChamada & { ultimoLocal?: TelaESala | null }) | undefined;
  fila: E[] | undefined;
  podeChamar: boolean;
  /** The name the desk says (the social name, or "Paciente não identificado"). */
  nome: (e: E) => string;
  api: ApiDoBalcao;
  /** Opens the entry's attendance screen: after "Atender", and "Abrir" while in attendance. */
  abrir: (e: E) => unknown;
  recarregar: () => void;
  /** A dialog of the module is open (F2 waits for it to close). */
  outroDialogo?: boolean;
}) {
  const [dialogo, setDialogo] = useState<Dialogo<E> | null>(null);
  const [emAcao, setEmAcao] = useState<number | null>(null);
  const { local, parcial, definir: lembrarLocal } = useTelaESala(o.espaco, o.form ? o.centroCustoId : undefined, o.form);
  const aberto = dialogo !== null || Boolean(o.outroDialogo);

  /** Runs an action, tells the user, and refetches the queue whatever happened (it may have changed meanwhile). */
  const agir = async (e: E, fazer: () => Promise<unknown>, sucesso?: string) => {
    setEmAcao(e.id);
    try {
      const r = (await fazer()) as { message?: string } | undefined;
      const texto = sucesso ?? r?.message;
      if (texto) feedback.notification.success({ title: 'Sucesso', description: texto });
    } finally {
      setEmAcao(null);
      o.recarregar();
    }
  };
  const tentar = (e: E, fazer: () => Promise<unknown>, sucesso?: string) => agir(e, fazer, sucesso).catch(handleApiError);

  const chamar = (e: E, onde: TelaESala) => {
    const sucesso =
      o.form && onde.telaId
        ? `Chamada de ${o.nome(e)} enviada para ${descreverLocal(o.form, onde)}.`
        : `Chamada de ${o.nome(e)} registrada.`;
    void tentar(e, () => o.api.chamar(e.id, onde.telaId, onde.salaId), sucesso);
  };
  const pedirChamada = (e: E) => (local ? chamar(e, local) : setDialogo({ tipo: 'local', chamar: e }));
  const chamarProximo = () => {
    if (!o.podeChamar || !o.fila || aberto || emAcao !== null) return;
    const proximo = proximoAChamar(o.fila);
    if (proximo) pedirChamada(proximo);
    else
      feedback.notification.info({
        key: 'fila-sem-proximo',
        title: 'Ninguém a chamar',
        description: 'Nenhum paciente em espera aguarda a primeira chamada nesta fila.',
      });
  };
  useAtalho(ATALHO_CHAMAR_PROXIMA, chamarProximo, !aberto && o.podeChamar);

  const aoAgir = (acao: AcaoDoBalcao, e: E) => {
    switch (acao) {
      case 'chamar':
        return pedirChamada(e);
      case 'atender':
        return void tentar(e, async () => {
          await o.api.atender(e.id);
          await o.abrir(e);
        });
      case 'abrir':
        return void o.abrir(e);
      case 'devolver':
        return confirmDialog({
          content: 'Deseja realmente devolver o paciente à fila?',
          onConfirm: () => agir(e, () => o.api.devolver(e.id), 'Paciente devolvido à fila.'),
        });
      case 'evadir':
        return setDialogo({ tipo: 'evasao', entrada: e });
      case 'desfazerEvasao':
        return confirmarCancelamento(() => agir(e, () => o.api.desfazerEvasao(e.id), 'Evasão cancelada. O paciente voltou à fila.'));
    }
  };

  const barra =
    o.podeChamar && o.form ? (
      <BarraDeChamada
        form={o.form}
        local={local}
        ocupado={emAcao !== null}
        aoAlterar={() => setDialogo({ tipo: 'local', chamar: null })}
        aoChamarProximo={chamarProximo}
      />
    ) : null;

  const dialogos = (
    <>
      {dialogo?.tipo === 'evasao' && (
        <EvasaoModal
          paciente={o.nome(dialogo.entrada)}
          evadir={(motivo) => o.api.evadir(dialogo.entrada.id, motivo)}
          aoFechar={() => setDialogo(null)}
          aoSalvar={() => {
            setDialogo(null);
            o.recarregar();
          }}
        />
      )}
      {dialogo?.tipo === 'local' && o.form && (
        <LocalChamadaModal
          telas={o.form.telas}
          salas={o.form.salas}
          inicial={parcial}
          chamando={dialogo.chamar !== null}
          aoFechar={() => setDialogo(null)}
          aoEscolher={(onde) => {
            const e = dialogo.chamar;
            lembrarLocal(onde);
            setDialogo(null);
            if (e) chamar(e, onde);
          }}
        />
      )}
    </>
  );

  return { emAcao, agir, tentar, aoAgir, barra, dialogos };
}
