import { NACIONALIDADE } from '@saude/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.js';
import { gerarCnsDefinitivo, gerarCpf, type SeedContexto } from '../../../db/seed/municipio.js';
import { idsDeLogradouros } from './enderecos.js';

/**
 * 2,000 invented patients of the demo municipality, ~600 of them grouped in households on the
 * seeded streets. Everything comes from a seeded PRNG: the same data at every fresh database, and
 * never a real person (CPF and CNS are generated with their check digits from random bases).
 */
export const TOTAL_PACIENTES_DEMO = 2000;
const TOTAL_DOMICILIOS = 600;
/** Ages are counted from this date so the data does not change with the day it is created. */
const REFERENCIA = Date.UTC(2026, 5, 30);

/** mulberry32: small, fast, deterministic. */
export function prng(semente: number) {
  let a = semente >>> 0;
  const proximo = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    proximo,
    inteiro: (min: number, max: number) => min + Math.floor(proximo() * (max - min + 1)),
    um: <T>(lista: readonly T[]): T => lista[Math.floor(proximo() * lista.length)],
    digitos: (n: number) => {
      let s = '';
      for (let i = 0; i < n; i++) s += Math.floor(proximo() * 10);
      return s;
    },
  };
}
export type Prng = ReturnType<typeof prng>;

/** A provisional CNS (first digit 7, 8 or 9): the weighted sum of all 15 digits is a multiple of 11. */
export function gerarCnsProvisorio(r: Prng): string {
  for (;;) {
    const base = String(r.inteiro(7, 9)) + r.digitos(13);
    let soma = 0;
    for (let i = 0; i < 14; i++) soma += Number(base[i]) * (15 - i);
    const dv = (11 - (soma % 11)) % 11; // weight of the last digit is 1
    if (dv <= 9) return base + dv;
  }
}

export const NOMES_FEMININOS = [
  'Maria',
  'Ana',
  'Francisca',
  'Antônia',
  'Adriana',
  'Juliana',
  'Márcia',
  'Fernanda',
  'Patrícia',
  'Aline',
  'Sandra',
  'Camila',
  'Amanda',
  'Bruna',
  'Jéssica',
  'Letícia',
  'Júlia',
  'Luciana',
  'Vanessa',
  'Mariana',
  'Gabriela',
  'Vera',
  'Vitória',
  'Larissa',
  'Cláudia',
  'Beatriz',
  'Rita',
  'Luana',
  'Sônia',
  'Renata',
  'Eliane',
  'Josefa',
  'Simone',
  'Natália',
  'Cícera',
  'Raimunda',
  'Rafaela',
  'Débora',
  'Helena',
  'Alice',
  'Laura',
  'Valentina',
  'Sofia',
  'Isabela',
  'Manuela',
  'Lívia',
  'Cecília',
  'Luíza',
  'Severina',
  'Edilene',
] as const;
export const NOMES_MASCULINOS = [
  'José',
  'João',
  'Antônio',
  'Francisco',
  'Carlos',
  'Paulo',
  'Pedro',
  'Lucas',
  'Luiz',
  'Marcos',
  'Luís',
  'Gabriel',
  'Rafael',
  'Daniel',
  'Marcelo',
  'Bruno',
  'Eduardo',
  'Felipe',
  'Raimundo',
  'Rodrigo',
  'Manoel',
  'Mateus',
  'André',
  'Fernando',
  'Fábio',
  'Leonardo',
  'Gustavo',
  'Guilherme',
  'Leandro',
  'Tiago',
  'Anderson',
  'Ricardo',
  'Márcio',
  'Jorge',
  'Sebastião',
  'Alexandre',
  'Roberto',
  'Edson',
  'Diego',
  'Severino',
  'Miguel',
  'Arthur',
  'Heitor',
  'Davi',
  'Bernardo',
  'Samuel',
  'Enzo',
  'Joaquim',
  'Cícero',
  'Genivaldo',
] as const;
export const SOBRENOMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Lima',
  'Pereira',
  'Ferreira',
  'Costa',
  'Rodrigues',
  'Almeida',
  'Nascimento',
  'Alves',
  'Carvalho',
  'Araújo',
  'Ribeiro',
  'Gomes',
  'Barbosa',
  'Cavalcanti',
  'Melo',
  'Albuquerque',
  'Vasconcelos',
  'Monteiro',
  'Bezerra',
  'Tavares',
  'Freitas',
  'Batista',
  'Moura',
  'Cardoso',
  'Rocha',
  'Dias',
  'Teixeira',
  'Correia',
  'Marques',
  'Duarte',
  'Siqueira',
  'Torres',
  'Brito',
  'Farias',
  'Galvão',
  'Queiroz',
  'Leite',
  'Macedo',
  'Pimentel',
  'Cordeiro',
  'Dourado',
  'Wanderley',
  'Lins',
  'Porto',
  'Holanda',
  'Guimarães',
] as const;
const COMPLEMENTOS = ['Casa A', 'Casa B', 'Fundos', 'Térreo', 'Apto 101', 'Apto 202', 'Bloco B'];

type Sexo = 0 | 1;
interface Pessoa {
  nome: string;
  nomeMae: string | null;
  nomePai: string | null;
  desconheceNomeMae: boolean;
  desconheceNomePai: boolean;
  sexoId: Sexo;
  dataNascimento: string;
  cpf: string | null;
  cns: string | null;
  telefone: string | null;
  email: string | null;
}

const semAcento = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Builds the people in memory: families (households) first, then people living alone or unknown address. */
export function gerarPacientes(total: number, domicilios: number, semente = 20260630) {
  const r = prng(semente);
  const cpfs = new Set<string>(['52998224725', '11144477735']);
  const cnss = new Set<string>();
  const nomes = new Set<string>();

  const primeiro = (sexo: Sexo) => (sexo === 1 ? r.um(NOMES_FEMININOS) : r.um(NOMES_MASCULINOS));
  const nascimento = (minAnos: number, maxAnos: number) => {
    const dias = r.inteiro(minAnos * 365, maxAnos * 365 + 364);
    return new Date(REFERENCIA - dias * 86_400_000).toISOString().slice(0, 10);
  };
  const cpf = () => {
    for (;;) {
      const c = gerarCpf(r.digitos(9));
      if (!/^(\d)\1{10}$/.test(c) && !cpfs.has(c)) {
        cpfs.add(c);
        return c;
      }
    }
  };
  const cns = () => {
    for (;;) {
      const c = r.proximo() < 0.92 ? gerarCnsDefinitivo(String(r.inteiro(1, 2)) + r.digitos(10)) : gerarCnsProvisorio(r);
      if (!cnss.has(c)) {
        cnss.add(c);
        return c;
      }
    }
  };
  const pessoa = (sexo: Sexo, sobrenomes: string, mae: string | null, pai: string | null, idade: [number, number]): Pessoa => {
    let nome = `${primeiro(sexo)} ${sobrenomes}`;
    // a second given name where the combination already exists keeps names distinct
    while (nomes.has(nome)) nome = `${primeiro(sexo)} ${primeiro(sexo)} ${sobrenomes}`;
    nomes.add(nome);
    const dataNascimento = nascimento(idade[0], idade[1]);
    const anos = (REFERENCIA - Date.parse(dataNascimento)) / (365.25 * 86_400_000);
    const adulto = anos >= 18;
    return {
      nome,
      nomeMae: mae,
      nomePai: pai,
      desconheceNomeMae: mae === null,
      desconheceNomePai: pai === null,
      sexoId: sexo,
      dataNascimento,
      // babies often have no CPF yet; most people have a CNS
      cpf: anos < 2 && r.proximo() < 0.6 ? null : r.proximo() < 0.97 ? cpf() : null,
      cns: r.proximo() < 0.9 ? cns() : null,
      telefone: adulto && r.proximo() < 0.85 ? `879${r.inteiro(8100, 9999)}${r.digitos(4)}` : null,
      email:
        adulto && r.proximo() < 0.25
          ? `${semAcento(nome.split(' ')[0])}.${semAcento(sobrenomes.split(' ').at(-1) as string)}${r.inteiro(1, 999)}@exemplo.com.br`
          : null,
    };
  };
  const nomeCompletoAvulso = (sexo: Sexo) => `${primeiro(sexo)} ${r.um(SOBRENOMES)} ${r.um(SOBRENOMES)}`;

  const familias: { pessoas: Pessoa[]; responsavel: number }[] = [];
  let criadas = 0;
  for (let d = 0; d < domicilios; d++) {
    const sobrenomeMae = r.um(SOBRENOMES);
    const sobrenomePai = r.um(SOBRENOMES);
    const mulher = pessoa(
      1,
      `${r.um(SOBRENOMES)} ${sobrenomeMae}`,
      nomeCompletoAvulso(1),
      r.proximo() < 0.8 ? nomeCompletoAvulso(0) : null,
      [22, 85],
    );
    const membros: Pessoa[] = [mulher];
    const casal = r.proximo() < 0.6;
    if (casal) membros.push(pessoa(0, `${r.um(SOBRENOMES)} ${sobrenomePai}`, nomeCompletoAvulso(1), nomeCompletoAvulso(0), [22, 88]));
    const filhos = r.inteiro(0, 3);
    for (let f = 0; f < filhos; f++) {
      membros.push(
        pessoa(
          r.inteiro(0, 1) as Sexo,
          `${sobrenomeMae} ${casal ? sobrenomePai : r.um(SOBRENOMES)}`,
          mulher.nome,
          casal ? membros[1].nome : null,
          [0, 20],
        ),
      );
    }
    familias.push({ pessoas: membros, responsavel: casal && r.proximo() < 0.5 ? 1 : 0 });
    criadas += membros.length;
  }
  const avulsos: Pessoa[] = [];
  while (criadas + avulsos.length < total) {
    const sexo = r.inteiro(0, 1) as Sexo;
    avulsos.push(
      pessoa(
        sexo,
        `${r.um(SOBRENOMES)} ${r.um(SOBRENOMES)}`,
        r.proximo() < 0.97 ? nomeCompletoAvulso(1) : null,
        r.proximo() < 0.7 ? nomeCompletoAvulso(0) : null,
        [0, 95],
      ),
    );
  }
  return { familias, avulsos, r };
}

/**
 * Multi-row insert through one JSON parameter (json_to_recordset): on PGlite it is about three
 * times faster than a VALUES list with thousands of bind parameters. Keys are the column names.
 */
async function inserirJson(tx: Tx, tabela: string, colunas: Record<string, string>, linhas: Record<string, unknown>[], retornarId = false) {
  const nomes = Object.keys(colunas);
  const lista = sql.raw(nomes.map((n) => `"${n}"`).join(', '));
  const tipos = sql.raw(nomes.map((n) => `"${n}" ${colunas[n]}`).join(', '));
  const ids: number[] = [];
  for (let i = 0; i < linhas.length; i += 1000) {
    const lote = JSON.stringify(linhas.slice(i, i + 1000));
    const { rows } = await tx.execute<{ id: number }>(
      sql`insert into ${sql.raw(`"${tabela}"`)} (${lista}) select ${lista} from json_to_recordset(${lote}::json) as x(${tipos})${retornarId ? sql` returning id` : sql``}`,
    );
    if (retornarId) ids.push(...rows.map((r) => Number(r.id)));
  }
  return ids;
}

/** Garanhuns and neighbours (IBGE): where the demo patients were born. */
const MUNICIPIOS_NASCIMENTO = [2606002, 2606002, 2606002, 2611606, 2604106, 2600054];

/**
 * Race/colour, nationality and birthplace of the i-th demo patient, by index (the generator's random sequence is
 * left as it is): Parda 45 %, Branca 43 %, Preta 10 %, Amarela 2 % (LEDI RacaCor; Indígena would ask for an
 * ethnicity); all Brazilian.
 */
function nascimentoDemo(i: number) {
  const faixa = (i * 37) % 100;
  const racaCor = faixa < 45 ? 4 : faixa < 88 ? 1 : faixa < 98 ? 2 : 3;
  return {
    raca_cor_id: racaCor,
    nacionalidade_id: NACIONALIDADE.BRASILEIRA,
    municipio_nascimento_id: MUNICIPIOS_NASCIMENTO[i % MUNICIPIOS_NASCIMENTO.length],
  };
}

export async function seedPacientesDemo(tx: Tx, _ctx: SeedContexto) {
  const ruas = await idsDeLogradouros(tx);
  const { familias, avulsos, r } = gerarPacientes(TOTAL_PACIENTES_DEMO, TOTAL_DOMICILIOS);
  const todas = [...familias.flatMap((f) => f.pessoas), ...avulsos];
  const ids = await inserirJson(
    tx,
    'cidadao',
    {
      nome: 'text',
      nome_mae: 'text',
      nome_pai: 'text',
      desconhece_nome_mae: 'boolean',
      desconhece_nome_pai: 'boolean',
      sexo_id: 'smallint',
      data_nascimento: 'date',
      cpf: 'varchar',
      cns: 'varchar',
      telefone: 'varchar',
      email: 'text',
      raca_cor_id: 'smallint',
      nacionalidade_id: 'smallint',
      municipio_nascimento_id: 'integer',
    },
    todas.map((p, i) => ({
      nome: p.nome,
      nome_mae: p.nomeMae,
      nome_pai: p.nomePai,
      desconhece_nome_mae: p.desconheceNomeMae,
      desconhece_nome_pai: p.desconheceNomePai,
      sexo_id: p.sexoId,
      data_nascimento: p.dataNascimento,
      cpf: p.cpf,
      cns: p.cns,
      telefone: p.telefone,
      email: p.email,
      // a full record, so a seeded patient saves unchanged (issue 16): colour by the IBGE shares, Brazilian, born here
      ...nascimentoDemo(i),
    })),
    true,
  );
  if (!ruas.length) return;

  const domicilios = await inserirJson(
    tx,
    'domicilio',
    {
      logradouro_id: 'bigint',
      numero: 'varchar',
      sem_numero: 'boolean',
      complemento: 'text',
      zona: 'smallint',
      tipo_domicilio: 'smallint',
      numero_comodos: 'smallint',
      abastecimento_agua: 'smallint',
      destino_lixo: 'smallint',
      energia_eletrica: 'boolean',
    },
    familias.map(() => {
      const semNumero = r.proximo() < 0.05;
      return {
        logradouro_id: r.um(ruas),
        numero: semNumero ? null : String(r.inteiro(1, 1500)),
        sem_numero: semNumero,
        complemento: r.proximo() < 0.2 ? r.um(COMPLEMENTOS) : null,
        zona: r.proximo() < 0.9 ? 83 : 84,
        tipo_domicilio: r.proximo() < 0.85 ? 85 : r.um([86, 87, 88]),
        numero_comodos: r.inteiro(2, 8),
        abastecimento_agua: r.proximo() < 0.85 ? 89 : r.um([90, 91, 92]),
        destino_lixo: r.proximo() < 0.9 ? 93 : 94,
        energia_eletrica: r.proximo() < 0.98,
      };
    }),
    true,
  );
  const residentes: Record<string, unknown>[] = [];
  let k = 0;
  familias.forEach((f, i) => {
    f.pessoas.forEach((p, j) => {
      const entrada = `20${String(r.inteiro(10, 25)).padStart(2, '0')}-${String(r.inteiro(1, 12)).padStart(2, '0')}-01`;
      residentes.push({
        domicilio_id: domicilios[i],
        cidadao_id: ids[k + j],
        responsavel: j === f.responsavel,
        data_entrada: entrada < p.dataNascimento ? p.dataNascimento : entrada,
      });
    });
    k += f.pessoas.length;
  });
  await inserirJson(
    tx,
    'domicilio_residente',
    { domicilio_id: 'bigint', cidadao_id: 'bigint', responsavel: 'boolean', data_entrada: 'date' },
    residentes,
  );
}
