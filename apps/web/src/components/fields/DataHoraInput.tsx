import { Flex } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { dayjs } from '../../lib/dates';
import { DateInput } from './DateInput';
import { TimeInput } from './TimeInput';

interface Partes {
  /** 'YYYY-MM-DD' */
  data: string | null;
  /** 'HH:MM' */
  hora: string | null;
}

const separar = (instante: string | null | undefined): Partes => {
  const d = instante ? dayjs(instante) : null;
  return d?.isValid() ? { data: d.format('YYYY-MM-DD'), hora: d.format('HH:mm') } : { data: null, hora: null };
};

/** Wall-clock date and time of this browser → an instant with its offset ('2026-03-10T07:00:00-03:00'). */
const juntar = ({ data, hora }: Partes) => (data && hora ? dayjs(`${data}T${hora}`).format() : null);

export interface DataHoraInputProps {
  /** An instant (ISO 8601 with offset) or null. */
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** Given by Form.Item: the label points at the date. */
  id?: string;
  rotuloData: string;
  rotuloHora: string;
  disabled?: boolean;
}

/**
 * A date-time typed as DD/MM/AAAA and HH:MM (spec 000 §5 masks), read in the user's local time. The form
 * sees an instant once both parts are complete, null before; the half-typed part stays on screen.
 */
export function DataHoraInput({ value, onChange, id, rotuloData, rotuloHora, disabled }: DataHoraInputProps) {
  const [partes, setPartes] = useState<Partes>(() => separar(value));
  const emitido = useRef(value ?? null);

  useEffect(() => {
    if ((value ?? null) === emitido.current) return;
    emitido.current = value ?? null;
    setPartes(separar(value));
  }, [value]);

  const mudar = (parte: Partial<Partes>) => {
    const novas = { ...partes, ...parte };
    setPartes(novas);
    const instante = juntar(novas);
    if (instante === emitido.current) return;
    emitido.current = instante;
    onChange?.(instante);
  };

  return (
    <Flex gap={8}>
      <DateInput
        id={id}
        aria-label={rotuloData}
        disabled={disabled}
        value={partes.data}
        onChange={(data) => mudar({ data })}
        style={{ flex: 1, minWidth: 150 }}
      />
      <TimeInput
        aria-label={rotuloHora}
        disabled={disabled}
        value={partes.hora}
        onChange={(hora) => mudar({ hora })}
        style={{ width: 100 }}
      />
    </Flex>
  );
}
