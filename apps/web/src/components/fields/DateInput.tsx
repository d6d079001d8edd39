import { CalendarOutlined } from '@ant-design/icons';
import { Button, Calendar, Input, type InputProps, Popover } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { dayjs, hoje as hojeNoMunicipio } from '../../lib/dates';
import { dayjsParaIso, dentroDosLimites, formatarData, isoParaDayjs, type Limites, lerData, mascaraData } from './mascaras';
import { useMaskedValue } from './use-masked-value';

export interface DateInputProps extends Omit<InputProps, 'value' | 'onChange' | 'defaultValue' | 'suffix'>, Limites {
  /** 'YYYY-MM-DD' (the wire format), or null. */
  value?: string | null;
  onChange?: (value: string | null) => void;
}

/**
 * A date typed as DD/MM/YYYY (spec 000 §5) with a pt-BR calendar (week starting on Monday, §9).
 * The value is the date-only string 'YYYY-MM-DD', never a Date, so it cannot shift by a day. An impossible date
 * (31/02/2020, or half typed) stays as typed when the user leaves the field and reaches the form as that text:
 * the field's rule (zData in shared) says it is not a valid date (issue 16). A real date out of the field's range
 * is cleared on leaving, as spec 000 §5 says.
 */
export function DateInput({ value, onChange, minDate, maxDate, onBlur, disabled, ...rest }: DateInputProps) {
  const limites = { minDate, maxDate };
  const { texto, digitar, sair, escolher } = useMaskedValue(value, onChange, formatarData, (t) => lerData(t, limites), {
    // not a date at all (31/02, half typed): kept for the rule to name; a real date out of range is cleared
    manter: (t) => lerData(t) === null,
  });
  const [aberto, setAberto] = useState(false);
  const [painel, setPainel] = useState<Dayjs>(() => dayjs());

  const abrir = (open: boolean) => {
    if (open) {
      // With no date yet, open on today (the municipality's) or, when today is out of bounds, on the nearest limit.
      const hoje = hojeNoMunicipio();
      const limite = minDate && hoje < minDate ? minDate : maxDate && hoje > maxDate ? maxDate : hoje;
      const inicial = isoParaDayjs(value ?? limite);
      setPainel(inicial.isValid() ? inicial : dayjs());
    }
    setAberto(open);
  };

  const calendario = (
    <div style={{ width: 300 }}>
      <Calendar
        fullscreen={false}
        value={painel}
        onChange={setPainel}
        disabledDate={(d) => !dentroDosLimites(dayjsParaIso(d), limites)}
        onSelect={(d, { source }) => {
          if (source !== 'date') return;
          escolher(dayjsParaIso(d));
          setAberto(false);
        }}
      />
    </div>
  );

  return (
    <Input
      placeholder="DD/MM/AAAA"
      inputMode="numeric"
      autoComplete="off"
      {...rest}
      disabled={disabled}
      maxLength={10}
      value={texto}
      onChange={(e) => digitar(mascaraData(e.target.value))}
      onBlur={(e) => {
        sair();
        onBlur?.(e);
      }}
      suffix={
        <Popover open={aberto && !disabled} onOpenChange={abrir} trigger="click" content={calendario} placement="bottomRight">
          <Button type="text" size="small" disabled={disabled} icon={<CalendarOutlined />} aria-label="Abrir calendário" />
        </Popover>
      }
    />
  );
}
