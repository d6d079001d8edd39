import {
  classificarValor,
  type FaixaReferencia,
  faixaDoPaciente,
  type ImportacaoLaudo,
  type ImportarLaudoInput,
  idadeEmDias,
  MENSAGENS_IMPORTAR_LAUDO as M,
  type ProblemaLaudo,
  SITUACAO_EXAME_LAB,
  SITUACAO_RESULTADO_LAB,
  TIPO_CAMPO_EXAME,
} from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { notFound, unprocessable } from '../../../lib/http-errors.js';
import { Hl7Erro, lerHl7, lerOruR01 } from '../../../lib/integracoes/hl7/hl7.js';
import { nomeDoUsuario } from '../../../lib/sql/pessoa.js';
import { labResultado, labResultadoValor } from '../lancamento-resultado/lancamento-resultado.table.js';
import { labImportacao } from './importar-laudo.table.js';

/** One value of the file, whatever its format: the unit of matching and of the problem list. */
export interface LinhaLaudo {
  linha: number;
  /** The line of the exam's header (OBR for HL7; the first line of the exam for CSV): problems of the exam point there. */
  linhaExame: number;
  numero: string;
  exameCodigo: string;
  campoCodigo: string;
  valor: string;
  unidade: string;
  /** HL7 OBX-11 (F, C …); CSV: 'F'. */
  situacao: string;
}

export interface ArquivoLaudo {
  formato: 'hl7' | 'csv';
  linhas: LinhaLaudo[];
  /** Problems found while reading (a sender that is not the laboratory, an order without number …). */
  problemas: ProblemaLaudo[];
  /** MSH-4 of each message (HL7). */
  remetentes: { linha: number; remetente: string }[];
}

const problema = (linha: number, numero: string, exame: string, campo: string, motivo: string): ProblemaLaudo => ({
  linha,
  numero,
  exame,
  campo,
  motivo,
});

/** Splits one CSV line on `;`, honouring double quotes ("a;b" and "" inside). */
function celulasCsv(s: string): string[] {
  const out: string[] = [];
  let cur = '';
  let aspas = false;
  for (let i = 0; i < s.length; i++) {
    const c = s[i] as string;
    if (aspas) {
      if (c === '"' && s[i + 1] === '"') {
        cur += '"';
        i++;
      } else if (c === '"') aspas = false;
      else cur += c;
    } else if (c === '"') aspas = true;
    else if (c === ';') {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  out.push(cur);
  return out.map((x) => x.trim());
}

/**
 * Reads the file: HL7 when it starts with MSH, else the documented CSV (numero_agendamento;codigo_exame;codigo_campo;
 * valor;unidade, optional header). A file that is neither is a 422 on `arquivo` (nothing to list line by line).
 */
export function lerArquivoLaudo(conteudo: string): ArquivoLaudo {
  const texto = conteudo.replace(/^\uFEFF/, '');
  if (!texto.trim()) throw unprocessable({ arquivo: [M.arquivoVazio] });
  const problemas: ProblemaLaudo[] = [];
  // \s covers the VT an MLLP frame starts with
  if (texto.trimStart().startsWith('MSH')) {
    const linhas: LinhaLaudo[] = [];
    const remetentes: ArquivoLaudo['remetentes'] = [];
    let mensagens: ReturnType<typeof lerHl7>;
    try {
      mensagens = lerHl7(texto);
    } catch (e) {
      if (e instanceof Hl7Erro) throw unprocessable({ arquivo: [`Linha ${e.linha}: ${e.message}`] });
      throw e;
    }
    for (const m of mensagens) {
      let r: ReturnType<typeof lerOruR01>;
      try {
        r = lerOruR01(m);
      } catch (e) {
        if (!(e instanceof Hl7Erro)) throw e;
        problemas.push(problema(e.linha, '', '', '', e.message));
        continue;
      }
      remetentes.push({ linha: r.linha, remetente: r.remetente });
      for (const p of r.pedidos) {
        if (!p.numeroSolicitante)
          problemas.push(problema(p.linha, '', p.exameCodigo, '', 'Pedido sem número do agendamento (OBR-2 ou ORC-2 vazio).'));
        if (!p.observacoes.length) problemas.push(problema(p.linha, p.numeroSolicitante, p.exameCodigo, '', 'Exame sem resultados (OBX).'));
        for (const o of p.observacoes)
          linhas.push({
            linha: o.linha,
            linhaExame: p.linha,
            numero: p.numeroSolicitante,
            exameCodigo: p.exameCodigo,
            campoCodigo: o.codigo,
            valor: o.valor,
            unidade: o.unidade,
            situacao: o.situacao,
          });
      }
    }
    return { formato: 'hl7', linhas, problemas, remetentes };
  }

  const brutas = texto.split(/\r\n|\r|\n/);
  const primeira = brutas.findIndex((l) => l.trim());
  const cabecalho = celulasCsv(brutas[primeira] ?? '').map((c) => c.toLowerCase());
  const temCabecalho = cabecalho[0] === 'numero_agendamento';
  if (!temCabecalho && celulasCsv(brutas[primeira] ?? '').length < 4) throw unprocessable({ arquivo: [M.formatoDesconhecido] });
  const linhas: LinhaLaudo[] = [];
  const inicioExame = new Map<string, number>();
  for (const [i, bruta] of brutas.entries()) {
    if (!bruta.trim() || (temCabecalho && i === primeira)) continue;
    const linha = i + 1;
    const c = celulasCsv(bruta);
    const [numero = '', exameCodigo = '', campoCodigo = '', valor = '', unidade = ''] = c;
    if (c.length < 4 || c.length > 5) {
      problemas.push(problema(linha, numero, exameCodigo, campoCodigo, `A linha tem ${c.length} coluna(s); são 4 ou 5 separadas por ";".`));
      continue;
    }
    const chave = `${numero}\u0000${exameCodigo}`;
    if (!inicioExame.has(chave)) inicioExame.set(chave, linha);
    linhas.push({
      linha,
      linhaExame: inicioExame.get(chave) as number,
      numero,
      exameCodigo,
      campoCodigo,
      valor,
      unidade,
      situacao: 'F',
    });
  }
  return { formato: 'csv', linhas, problemas, remetentes: [] };
}

/** "1.234,5" / "1234.5" / "<0,5"? A plain number, comma or point decimal; anything else is not a number. */
export function numeroDoLaudo(v: string): number | null {
  const s = v.trim().replace(/\s/g, '');
  if (!/^[+-]?(\d+([.,]\d+)?|[.,]\d+)$/.test(s)) return null;
  const n = Number(s.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

interface ExameAgendado {
  numero: string;
  aeId: number;
  exameId: number;
  exameNome: string;
  procedimento: string;
  codigoInterface: string | null;
  situacao: number;
  executorId: number | null;
  laboratorioId: number;
  pacienteId: number;
  dia: string;
  sexo: 'M' | 'F' | null;
  nascimento: string | null;
  resultadoId: number | null;
  resultadoSituacao: number | null;
}

interface Campo {
  id: number;
  exameId: number;
  codigo: string;
  tipo: number;
  unidade: string | null;
  opcoes: string[] | null;
}

interface Gravar {
  exame: ExameAgendado;
  valores: { campo: Campo; numero: number | null; texto: string | null }[];
}

const num = (v: unknown) => (v == null ? null : Number(v));

/**
 * Imports a support laboratory's file in the caller's transaction (issue 21). Every line is matched first; with any
 * problem nothing is written but the attempt (lab_importacao with `rejeitados`, the history shows it refused). With
 * none: one lab_resultado per exam (origem 2, importacao_id) with its values classified against the patient's range
 * (sex, age in days at the scheduling day), the exam → resultado lançado. A correction (HL7 OBX-11 = C) replaces an
 * entered, unsigned result; a signed one is never touched.
 */
export async function importarLaudo(tx: Tx, usuarioId: number, input: ImportarLaudoInput): Promise<number> {
  const { rows: labs } = await tx.execute(
    sql`select id, nome, codigo_hl7 from laboratorio where id = ${input.laboratorioId} and apoio and not bloqueado`,
  );
  const lab = labs[0];
  if (!lab) throw unprocessable({ laboratorio_id: [M.laboratorioApoio] });
  const arquivo = lerArquivoLaudo(input.conteudo);
  const problemas = [...arquivo.problemas];
  const codigoHl7 = (lab.codigo_hl7 as string | null)?.trim();
  if (codigoHl7)
    for (const r of arquivo.remetentes)
      if (r.remetente.toUpperCase() !== codigoHl7.toUpperCase())
        problemas.push(
          problema(r.linha, '', '', '', `Remetente (MSH-4) "${r.remetente}" não é o laboratório escolhido (código HL7 ${codigoHl7}).`),
        );

  // every scheduled exam of the numbers in the file, locked: two imports of one file never both write
  const numeros = [...new Set(arquivo.linhas.map((l) => l.numero).filter((n) => /^\d{1,18}$/.test(n)))];
  const { rows: ex } = numeros.length
    ? await tx.execute(sql`
        select a.numero::text as numero, ae.id as ae_id, ae.exame_id, e.nome as exame_nome, ae.procedimento_codigo,
               le.codigo_interface, ae.situacao, ae.laboratorio_executor_id, la.laboratorio_id, la.paciente_id,
               a.data::text as dia, c.sexo_id, c.data_nascimento::text as nascimento, r.id as resultado_id, r.situacao as resultado_situacao
          from agendamento a
          join lab_agendamento la on la.agendamento_id = a.id
          join lab_agendamento_exame ae on ae.lab_agendamento_id = la.id
          join exame e on e.id = ae.exame_id
          join cidadao c on c.id = la.paciente_id
          left join lab_exame le on le.exame_id = ae.exame_id
          left join lab_resultado r on r.agendamento_exame_id = ae.id and r.situacao <> ${SITUACAO_RESULTADO_LAB.cancelado}
         where a.numero = any(${`{${numeros.join(',')}}`}::bigint[])
         order by ae.id
           for update of ae`)
    : { rows: [] };
  const porNumero = new Map<string, ExameAgendado[]>();
  for (const r of ex) {
    const e: ExameAgendado = {
      numero: String(r.numero),
      aeId: Number(r.ae_id),
      exameId: Number(r.exame_id),
      exameNome: String(r.exame_nome),
      procedimento: String(r.procedimento_codigo),
      codigoInterface: (r.codigo_interface as string | null) ?? null,
      situacao: Number(r.situacao),
      executorId: num(r.laboratorio_executor_id),
      laboratorioId: Number(r.laboratorio_id),
      pacienteId: Number(r.paciente_id),
      dia: String(r.dia),
      sexo: r.sexo_id == null ? null : Number(r.sexo_id) === 0 ? 'M' : Number(r.sexo_id) === 1 ? 'F' : null,
      nascimento: (r.nascimento as string | null) ?? null,
      resultadoId: num(r.resultado_id),
      resultadoSituacao: num(r.resultado_situacao),
    };
    porNumero.set(e.numero, [...(porNumero.get(e.numero) ?? []), e]);
  }

  const codigos = [...new Set(arquivo.linhas.map((l) => l.campoCodigo).filter(Boolean))];
  const { rows: cs } = codigos.length
    ? await tx.execute(sql`select id, exame_id, codigo, tipo, unidade_medida, opcoes from lab_exame_campo
         where codigo = any(${`{${codigos.map((c) => `"${c.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`}::text[])`)
    : { rows: [] };
  const campos = new Map<string, Campo>(
    cs.map((c) => [
      String(c.codigo),
      {
        id: Number(c.id),
        exameId: Number(c.exame_id),
        codigo: String(c.codigo),
        tipo: Number(c.tipo),
        unidade: (c.unidade_medida as string | null) ?? null,
        opcoes: (c.opcoes as string[] | null) ?? null,
      },
    ]),
  );

  // group the lines by scheduling number + exam code, in the file's order
  const grupos = new Map<string, LinhaLaudo[]>();
  for (const l of arquivo.linhas) {
    const k = `${l.numero}\u0000${l.exameCodigo}`;
    grupos.set(k, [...(grupos.get(k) ?? []), l]);
  }
  const gravar: Gravar[] = [];
  const examesNoArquivo = new Set<number>();
  for (const linhas of grupos.values()) {
    const [p0] = linhas as [LinhaLaudo];
    const pb = (motivo: string, l: LinhaLaudo = p0, campo = '') =>
      problemas.push(problema(l === p0 && !campo ? p0.linhaExame : l.linha, p0.numero, p0.exameCodigo, campo, motivo));
    if (!p0.numero) continue; // already listed (order without number)
    const doAgendamento = porNumero.get(p0.numero);
    if (!doAgendamento) {
      pb('Agendamento não encontrado.');
      continue;
    }
    const candidatos = doAgendamento.filter(
      (e) => (e.codigoInterface && e.codigoInterface === p0.exameCodigo) || e.procedimento === p0.exameCodigo,
    );
    // a cancelled exam and its rebooking may share the code: the live one answers
    const exame = candidatos.find((e) => e.situacao !== SITUACAO_EXAME_LAB.cancelado) ?? candidatos[0];
    if (!exame) {
      pb(p0.exameCodigo ? 'Exame não agendado neste agendamento.' : 'Código do exame vazio.');
      continue;
    }
    const executor = exame.executorId ?? exame.laboratorioId;
    const correcao = linhas.every((l) => l.situacao === 'C');
    if (exame.situacao === SITUACAO_EXAME_LAB.cancelado) pb('Exame cancelado.');
    else if (exame.situacao === SITUACAO_EXAME_LAB.amostraNaoColetada) pb('Amostra não coletada: o exame não tem material.');
    else if (
      exame.resultadoSituacao === SITUACAO_RESULTADO_LAB.assinado ||
      exame.situacao === SITUACAO_EXAME_LAB.liberado ||
      exame.situacao === SITUACAO_EXAME_LAB.entregue
    )
      pb('Resultado já assinado: cancele-o antes de importar outro.');
    else if (exame.resultadoId && !correcao) pb('Resultado já lançado (para substituí-lo, envie como correção: OBX-11 = C).');
    else if (executor !== input.laboratorioId) pb('Exame não foi enviado a este laboratório de apoio.');
    else if (examesNoArquivo.has(exame.aeId)) pb('Exame repetido no arquivo (com outro código).');
    examesNoArquivo.add(exame.aeId);

    const valores: Gravar['valores'] = [];
    const vistos = new Set<number>();
    for (const l of linhas) {
      const ruim = (motivo: string) => pb(motivo, l, l.campoCodigo);
      if (l.situacao !== 'F' && l.situacao !== 'C') {
        ruim(`Resultado não final (OBX-11 = ${l.situacao || 'vazio'}): só F (final) ou C (correção) são importados.`);
        continue;
      }
      const campo = campos.get(l.campoCodigo);
      if (!campo) {
        ruim(l.campoCodigo ? 'Campo desconhecido.' : 'Código do campo vazio.');
        continue;
      }
      if (campo.exameId !== exame.exameId) {
        ruim(`O campo não pertence ao exame ${exame.exameNome}.`);
        continue;
      }
      if (vistos.has(campo.id)) {
        ruim('Campo repetido no exame.');
        continue;
      }
      vistos.add(campo.id);
      if (!l.valor) {
        ruim('Valor vazio.');
        continue;
      }
      if (l.unidade && campo.unidade && l.unidade.trim().toLowerCase() !== campo.unidade.trim().toLowerCase()) {
        ruim(`Unidade "${l.unidade}" diferente da unidade do campo (${campo.unidade}).`);
        continue;
      }
      if (campo.tipo === TIPO_CAMPO_EXAME.numerico) {
        const n = numeroDoLaudo(l.valor);
        if (n === null) ruim(`Valor "${l.valor}" não é um número (campo numérico).`);
        else valores.push({ campo, numero: n, texto: null });
      } else if (campo.tipo === TIPO_CAMPO_EXAME.lista && campo.opcoes?.length) {
        const op = campo.opcoes.find((o) => o.toLowerCase() === l.valor.toLowerCase());
        if (!op) ruim(`Valor "${l.valor}" não está entre as opções do campo (${campo.opcoes.join(', ')}).`);
        else valores.push({ campo, numero: null, texto: op });
      } else valores.push({ campo, numero: null, texto: l.valor });
    }
    gravar.push({ exame, valores });
  }

  problemas.sort((a, b) => a.linha - b.linha);
  const total = arquivo.linhas.length;
  const [imp] = await tx
    .insert(labImportacao)
    .values({
      laboratorioId: input.laboratorioId,
      formato: arquivo.formato,
      arquivoNome: input.arquivoNome,
      total,
      importados: problemas.length ? 0 : gravar.reduce((s, g) => s + g.valores.length, 0),
      rejeitados: problemas,
      usuarioId,
    })
    .returning({ id: labImportacao.id });
  const importacaoId = imp?.id as number;
  if (problemas.length || !gravar.length) {
    if (!problemas.length) throw unprocessable({ arquivo: ['O arquivo não tem resultados.'] });
    return importacaoId;
  }

  // the patient's ranges of every field written
  const campoIds = [...new Set(gravar.flatMap((g) => g.valores.map((v) => v.campo.id)))];
  const { rows: refs } = await tx.execute(sql`
    select campo_id, sexo, idade_minima_dias, idade_maxima_dias, minimo, maximo, critico_minimo, critico_maximo, texto
      from lab_exame_referencia where campo_id = any(${`{${campoIds.join(',')}}`}::bigint[]) order by id`);
  const faixas = new Map<number, FaixaReferencia[]>();
  for (const r of refs) {
    const f: FaixaReferencia = {
      sexo: (r.sexo as 'M' | 'F' | null) ?? null,
      idadeMinimaDias: num(r.idade_minima_dias),
      idadeMaximaDias: num(r.idade_maxima_dias),
      minimo: num(r.minimo),
      maximo: num(r.maximo),
      criticoMinimo: num(r.critico_minimo),
      criticoMaximo: num(r.critico_maximo),
      texto: (r.texto as string | null) ?? null,
    };
    faixas.set(Number(r.campo_id), [...(faixas.get(Number(r.campo_id)) ?? []), f]);
  }

  // corrections: the entered result keeps its id, its values are replaced
  const corrigidos = gravar.filter((g) => g.exame.resultadoId);
  if (corrigidos.length) {
    const ids = `{${corrigidos.map((g) => g.exame.resultadoId).join(',')}}`;
    await tx.execute(sql`delete from lab_resultado_valor where resultado_id = any(${ids}::bigint[])`);
    await tx.execute(sql`update lab_resultado set origem = 2, importacao_id = ${importacaoId}, lancado_por = ${usuarioId}, lancado_em = now()
      where id = any(${ids}::bigint[])`);
  }
  const novos = gravar.filter((g) => !g.exame.resultadoId);
  const resultadoDe = new Map<number, number>(corrigidos.map((g) => [g.exame.aeId, g.exame.resultadoId as number]));
  for (let i = 0; i < novos.length; i += 1000) {
    const ins = await tx
      .insert(labResultado)
      .values(
        novos.slice(i, i + 1000).map((g) => ({
          agendamentoExameId: g.exame.aeId,
          pacienteId: g.exame.pacienteId,
          exameId: g.exame.exameId,
          situacao: SITUACAO_RESULTADO_LAB.lancado,
          origem: 2,
          importacaoId,
          lancadoPor: usuarioId,
        })),
      )
      .returning({ id: labResultado.id, ae: labResultado.agendamentoExameId });
    for (const r of ins) resultadoDe.set(r.ae, r.id);
  }
  const valores = gravar.flatMap((g) => {
    const idade = g.exame.nascimento ? idadeEmDias(g.exame.nascimento, g.exame.dia) : null;
    return g.valores.map((v) => {
      const faixa = idade == null ? null : faixaDoPaciente(faixas.get(v.campo.id) ?? [], g.exame.sexo, idade);
      const c = classificarValor(v.numero, faixa);
      return {
        resultadoId: resultadoDe.get(g.exame.aeId) as number,
        campoId: v.campo.id,
        valorNumero: v.numero == null ? null : String(v.numero),
        valorTexto: v.texto,
        faixa: c.faixa,
        critico: c.critico,
      };
    });
  });
  for (let i = 0; i < valores.length; i += 2000) await tx.insert(labResultadoValor).values(valores.slice(i, i + 2000));
  await tx.execute(sql`update lab_agendamento_exame set situacao = ${SITUACAO_EXAME_LAB.resultadoLancado}, realizado_em = coalesce(realizado_em, now())
    where id = any(${`{${gravar.map((g) => g.exame.aeId).join(',')}}`}::bigint[])`);
  return importacaoId;
}

/** An import as the screen shows it: the counts, the problems of a refused one, the results of an accepted one. */
export async function lerImportacao(tx: Tx, id: number): Promise<ImportacaoLaudo> {
  const { rows } = await tx.execute(sql`
    select i.id, l.nome as laboratorio, i.formato, i.arquivo_nome, i.total, i.importados, i.rejeitados, i.criado_em,
           ${nomeDoUsuario(sql`i.usuario_id`)} as usuario
      from lab_importacao i left join laboratorio l on l.id = i.laboratorio_id where i.id = ${id}`);
  const r = rows[0];
  if (!r) throw notFound('Importação não encontrada.');
  const { rows: res } = await tx.execute(sql`
    select r.id, a.numero::text as numero, c.nome as paciente, e.nome as exame,
           count(v.campo_id)::int as valores, count(*) filter (where v.faixa <> 0)::int as fora, count(*) filter (where v.critico)::int as criticos
      from lab_resultado r
      join lab_agendamento_exame ae on ae.id = r.agendamento_exame_id
      join lab_agendamento la on la.id = ae.lab_agendamento_id
      join agendamento a on a.id = la.agendamento_id
      join cidadao c on c.id = r.paciente_id
      join exame e on e.id = r.exame_id
      left join lab_resultado_valor v on v.resultado_id = r.id
     where r.importacao_id = ${id}
     group by r.id, a.numero, c.nome, e.nome
     order by a.numero, e.nome
     limit 5000`);
  const problemas = (r.rejeitados as ProblemaLaudo[]) ?? [];
  return {
    id: Number(r.id),
    laboratorio: (r.laboratorio as string | null) ?? null,
    formato: String(r.formato),
    arquivoNome: String(r.arquivo_nome),
    total: Number(r.total),
    importados: Number(r.importados),
    exames: res.length,
    situacao: problemas.length ? 'recusada' : 'importada',
    usuario: (r.usuario as string | null) ?? null,
    criadoEm: r.criado_em as Date,
    problemas,
    resultados: res.map((x) => ({
      resultadoId: Number(x.id),
      numero: String(x.numero),
      paciente: String(x.paciente),
      exame: String(x.exame),
      valores: Number(x.valores),
      foraDaFaixa: Number(x.fora),
      criticos: Number(x.criticos),
    })),
  };
}
