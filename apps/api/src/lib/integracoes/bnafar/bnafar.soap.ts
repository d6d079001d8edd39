import type { BnafarPort, ResultadoConsultaBnafar, ResultadoEnvioBnafar } from './bnafar.port.js';
import {
  corpoConsultaProtocolo,
  corpoPosicaoEstoqueEmLote,
  envelopeSoap,
  lerRespostaConsulta,
  lerRespostaEnvio,
  textoDaFalha,
} from './bnafar.soap-xml.js';
import { lerXml } from './xml.js';

export interface OpcoesBnafarSoap {
  /** The service address (the WSDL's, without `?wsdl`). */
  endereco: string;
  usuario: string;
  senha: string;
  /** A batch of 2,000 records is a few hundred KB; the service answers with a protocol, not the processing. */
  tempoLimiteMs?: number;
}

const TEMPO_LIMITE_MS = 60_000;

type Falha = { ok: false; falha: 'recusa' | 'indisponivel'; mensagem: string };

/**
 * The SOAP adapter (manual v2.8): HTTP Basic with the SCPA account, SOAP 1.1 document/literal, one POST per call.
 * Every outcome is a value — a fault is a `recusa` with its text, no answer / timeout / HTTP 5xx without a fault is
 * `indisponivel` — so the caller records it and never turns the service's trouble into a 500 of ours.
 */
export function criarBnafarSoap(o: OpcoesBnafarSoap): BnafarPort {
  const autorizacao = `Basic ${Buffer.from(`${o.usuario}:${o.senha}`, 'utf8').toString('base64')}`;

  async function postar<T extends { ok: boolean }>(xml: string, ler: (corpo: string) => T): Promise<T | Falha> {
    let res: Response;
    try {
      res = await fetch(o.endereco, {
        method: 'POST',
        headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '""', authorization: autorizacao },
        body: xml,
        signal: AbortSignal.timeout(o.tempoLimiteMs ?? TEMPO_LIMITE_MS),
      });
    } catch (e) {
      const nome = (e as Error)?.name;
      return {
        ok: false,
        falha: 'indisponivel',
        mensagem: nome === 'TimeoutError' ? 'tempo de resposta esgotado' : 'sem conexão com o serviço',
      };
    }
    const corpo = await res.text().catch(() => '');
    // a fault comes with HTTP 500 in SOAP 1.1: it is the service's answer, read before the status
    const falha = lerFalhaSeXml(corpo);
    if (falha !== null) return { ok: false, falha: 'recusa', mensagem: falha };
    if (res.status === 401 || res.status === 403)
      return { ok: false, falha: 'recusa', mensagem: `usuário ou senha do web service recusados (HTTP ${res.status})` };
    if (!res.ok) return { ok: false, falha: 'indisponivel', mensagem: `serviço respondeu HTTP ${res.status}` };
    try {
      return ler(corpo);
    } catch {
      return { ok: false, falha: 'indisponivel', mensagem: 'resposta do serviço não é um XML válido' };
    }
  }

  return {
    informarPosicaoEstoque: (identificacao, registros): Promise<ResultadoEnvioBnafar> =>
      postar(envelopeSoap(corpoPosicaoEstoqueEmLote(identificacao, registros)), lerRespostaEnvio),
    consultarProtocolo: (protocolo): Promise<ResultadoConsultaBnafar> =>
      postar(envelopeSoap(corpoConsultaProtocolo(protocolo)), lerRespostaConsulta),
  };
}

function lerFalhaSeXml(corpo: string): string | null {
  if (!corpo.includes('Fault')) return null;
  try {
    return textoDaFalha(lerXml(corpo));
  } catch {
    return null;
  }
}
