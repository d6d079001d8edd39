import { performance } from 'node:perf_hooks';
import { type Tx, withTenant } from '@saude/api/src/db/client.js';
import { carregarCabecalho } from '@saude/api/src/lib/print/cabecalho.js';
import { reciboDispensacao } from '@saude/api/src/lib/print/modelos/recibo-dispensacao.js';
import { gerarPdf } from '@saude/api/src/lib/print/pdf.js';
import { entrar } from '@saude/api/src/modules/estoque/index.js';
import { hojeIso, MENSAGENS_ESTOQUE, somarDias } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { BenchApp } from './app.js';
import { cargaMedia, fmt, measure } from './lib.js';

const FARMACEUTICOS = 50;
const ULTIMAS_UNIDADES = 20;
const LOTE = 'DISPUTA-FARMACIA';

/**
 * Pharmacy dispensing (issue 19), as the `farmacia` login at the demo pharmacy: (1) 50 pharmacists dispensing at once
 * the last 20 units of one medicine, each to another patient from an external prescription (the dispensing store:
 * the prescription rules, then the stock engine's FEFO exit); the stock must end at exactly zero with 20 dispensings
 * and every refused one must carry the engine's message, or the run fails. (2) The 8 cm receipt over HTTP (read,
 * audit, layout, PDF), beside the PDF builder alone on the same data and a JSON read of the same dispensing, all
 * measured in this run.
 */
export async function farmaciaDispensacaoBench(b: BenchApp, n: number): Promise<string> {
  const farmacia = await b.entrarComo('farmacia');
  const centroCustoId = farmacia.sessao.centro_custo.id;
  const clienteId = Number((await b.database.db.execute(sql`select id from cliente where link = 'demo'`)).rows[0]?.id);
  const emDemo = <T>(fn: (tx: Tx) => Promise<T>) => withTenant(b.database.db, { clienteId, usuarioId: farmacia.sessao.usuario.id }, fn);
  const hoje = hojeIso();
  const api = async (metodo: string, caminho: string, corpo?: unknown) => {
    const r = await fetch(`${b.base}${caminho}`, {
      method: metodo,
      headers: { ...farmacia.headers, ...(corpo ? { 'content-type': 'application/json' } : {}) },
      body: corpo ? JSON.stringify(corpo) : undefined,
    });
    return {
      status: r.status,
      corpo: r.headers.get('content-type')?.includes('json') ? ((await r.json()) as Record<string, unknown>) : null,
    };
  };

  // the medicine, its last units and one external prescription per patient (setup, not measured)
  const cena = await emDemo(async (tx) => {
    const nome = `DIPIRONA DA DISPUTA ${Date.now()}`;
    const material = Number(
      (
        await tx.execute(sql`insert into material (nome, unidade_fornecimento_id, grupo_id, medicamento)
          values (${nome}, 1, (select id from grupo order by id limit 1), true) returning id`)
      ).rows[0]?.id,
    );
    const medicamento = Number(
      (
        await tx.execute(sql`insert into medicamento (denominacao, forma_farmaceutica_id, via_administracao_id, material_id)
          values (${nome}, 1, 1, ${material}) returning id`)
      ).rows[0]?.id,
    );
    await entrar(
      tx,
      { usuarioId: farmacia.sessao.usuario.id },
      {
        tipo: 'entrada_inicial',
        centroCustoId,
        data: hoje,
        materialId: material,
        lote: { numero: LOTE, validade: somarDias(hoje, 200) },
        quantidade: ULTIMAS_UNIDADES,
        custoUnitario: '0.08',
      },
    );
    const { rows: pacientes } = await tx.execute(sql`
      select c.id from cidadao c where not c.provisorio and c.data_obito is null and c.unificado_em_id is null
         and not exists (select 1 from usuario u where u.cidadao_id = c.id) order by c.id limit ${FARMACEUTICOS}`);
    const receitas: { pacienteId: number; receitaId: number; itemId: number }[] = [];
    for (const p of pacientes) {
      const receitaId = Number(
        (
          await tx.execute(sql`insert into farmacia_receita_externa (paciente_id, tipo, prescritor_nome, prescritor_conselho, data_emissao)
            values (${p.id}, 1, 'DR. BENCH', 'CRM 1', ${hoje}) returning id`)
        ).rows[0]?.id,
      );
      const itemId = Number(
        (
          await tx.execute(sql`insert into farmacia_receita_externa_item (receita_id, medicamento_id, descricao, quantidade, posologia)
            values (${receitaId}, ${medicamento}, ${nome}, '1 comprimido', '1 comprimido se dor') returning id`)
        ).rows[0]?.id,
      );
      receitas.push({ pacienteId: Number(p.id), receitaId, itemId });
    }
    return { nome, material, receitas };
  });
  if (cena.receitas.length < FARMACEUTICOS) throw new Error(`farmácia: só ${cena.receitas.length} pacientes na demo`);

  const t0 = performance.now();
  const respostas = await Promise.all(
    cena.receitas.map((r) =>
      api('POST', '/api/farmacia/dispensacao', {
        paciente_id: r.pacienteId,
        itens: [{ origem: 'externa', receita_id: r.receitaId, receita_item_id: r.itemId, material_id: cena.material, quantidade: 1 }],
      }),
    ),
  );
  const ms = performance.now() - t0;
  // the engine refuses either before (no valid lot left) or at the conditional UPDATE (another took the unit first)
  const esperadas = [
    `Item 1: ${MENSAGENS_ESTOQUE.semSaldoMaterial(cena.nome, 0, 1)}`,
    `Item 1: ${MENSAGENS_ESTOQUE.saldoInsuficiente(LOTE, cena.nome, 0, 1)}`,
  ];
  const aceitas = respostas.filter((r) => r.status === 201);
  const recusas = respostas.filter((r) => r.status !== 201);
  const alheias = recusas.filter((r) => r.status !== 422 || !esperadas.includes(String(r.corpo?.message)));
  const [estado] = (
    await emDemo((tx) =>
      tx.execute<{ saldo: number; razao: number; movimentos: number; dispensacoes: number }>(sql`
        select (select sum(s.quantidade)::int from estoque_saldo s where s.material_id = ${cena.material}) as saldo,
               (select sum(m.quantidade)::int from estoque_movimento m where m.material_id = ${cena.material}) as razao,
               (select count(*)::int from estoque_movimento m where m.material_id = ${cena.material} and m.tipo = 'dispensacao'
                  and m.documento_tipo = 'farmacia_dispensacao') as movimentos,
               (select count(distinct i.dispensacao_id)::int from farmacia_dispensacao_item i where i.material_id = ${cena.material}) as dispensacoes`),
    )
  ).rows;
  const falhas = [
    aceitas.length !== ULTIMAS_UNIDADES && `${aceitas.length} dispensações aceitas em vez de ${ULTIMAS_UNIDADES}`,
    alheias.length && `respostas fora do esperado: ${[...new Set(alheias.map((r) => `${r.status} "${r.corpo?.message}"`))].join(', ')}`,
    (Number(estado?.saldo) !== 0 || Number(estado?.razao) !== 0) &&
      `o estoque terminou com saldo ${estado?.saldo} (razão ${estado?.razao})`,
    (Number(estado?.movimentos) !== ULTIMAS_UNIDADES || Number(estado?.dispensacoes) !== ULTIMAS_UNIDADES) &&
      `${estado?.movimentos} movimentos e ${estado?.dispensacoes} dispensações gravados`,
  ].filter(Boolean);
  if (falhas.length) throw new Error(`farmácia, ${FARMACEUTICOS} dispensações simultâneas: ${falhas.join('; ')}`);
  const porMensagem = esperadas.map((m) => `${recusas.filter((r) => r.corpo?.message === m).length} × "${m}"`).join(', ');

  // (2) the receipt of one of them
  const id = Number(aceitas[0]?.corpo?.id);
  const pdf = async () => {
    const r = await fetch(`${b.base}/impressao/farmacia/dispensacao/${id}`, { headers: farmacia.headers });
    if (r.status !== 200) throw new Error(`farmácia: comprovante HTTP ${r.status}`);
    return r.arrayBuffer();
  };
  const bytes = (await pdf()).byteLength;
  const { model } = (await api('GET', `/api/farmacia/dispensacao/${id}/edit`)).corpo as {
    model: {
      paciente: { paciente_nome: string };
      itens: { material: string; lotes: { lote: string; validade: string; quantidade: number }[] }[];
    };
  };
  const cabecalho = await emDemo((tx) => carregarCabecalho(tx, clienteId));
  const dados = {
    pacienteNome: model.paciente.paciente_nome,
    prontuario: 1,
    dataEntrega: hoje,
    usuario: 'Farmacêutica',
    medicoNome: 'DR. BENCH',
    medicamentos: model.itens.map((i) => ({
      material: { descricaoCompleta: i.material },
      prescrito: 1,
      proximaRetirada: null,
      entradaItens: i.lotes.map((l) => ({ lote: l.lote, validadeLote: l.validade, quantidadeSaida: l.quantidade })),
    })),
  };
  const amostra = Math.max(30, Math.floor(n / 5));
  const http = await measure(amostra, pdf, 5);
  const so = await measure(amostra, () => gerarPdf(reciboDispensacao(dados, cabecalho)), 5);
  const json = await measure(amostra, () => api('GET', `/api/farmacia/dispensacao/${id}/edit`), 5);
  return [
    `Farmácia: dispensação (${b.banco}, carga média ${cargaMedia()}), ${farmacia.sessao.centro_custo.nome}`,
    `  ${FARMACEUTICOS} dispensações simultâneas de 1 unidade das ${ULTIMAS_UNIDADES} últimas de um medicamento (pacientes e receitas ` +
      `diferentes): ${aceitas.length} × 201, ${porMensagem}, nenhum 5xx; saldo final 0 (tabela de saldo e razão), ` +
      `${ULTIMAS_UNIDADES} saídas no razão; as ${FARMACEUTICOS} respostas em ${ms.toFixed(0)} ms`,
    `  comprovante 8 cm por HTTP (${(bytes / 1024).toFixed(1)} KiB): ${fmt(http)}`,
    `    só o PDF (mesmos dados):   ${fmt(so)}   razão p50 ${(http.p50 / so.p50).toFixed(2)}×`,
    `    a mesma dispensação em JSON: ${fmt(json)}`,
  ].join('\n');
}
