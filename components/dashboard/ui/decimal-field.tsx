"use client";

import { useState } from "react";
import { readDecimal } from "@/lib/dashboard/decimal-input";
import { shellMessages } from "@/lib/dashboard/messages/shell";
import { useMessages } from "../language";
import { TextField } from "./fields";

type DecimalFieldProps = Omit<React.ComponentProps<typeof TextField>, "value" | "onChange" | "inputMode"> & {
  value: string | number;
  /** The number as the API takes it ("300.50"), or the text itself when it is not one (the API's check then refuses it too). */
  onChange: (value: string) => void;
};

/**
 * The one field for money and decimal numbers: it shows what the owner typed ("300,50") and hands the
 * form the number as the API takes it ("300.50"), so that every form sends it alike. What cannot be read
 * as one number is said under the field at once.
 */
export function DecimalField({ value, onChange, error, ...field }: DecimalFieldProps) {
  const t = useMessages(shellMessages);
  const given = String(value);
  // What was typed stays on screen while the form holds its reading; a value set from elsewhere replaces it.
  const [typed, setTyped] = useState({ text: given, reading: given });
  if (typed.reading !== given) setTyped({ text: given, reading: given });
  const reading = readDecimal(typed.text);
  const refusal = reading.ok ? undefined : t(reading.reason === "ambiguous" ? "numberAmbiguous" : "numberInvalid", { typed: typed.text.trim() });
  return (
    <TextField
      {...field}
      inputMode="decimal"
      value={typed.text}
      error={refusal ?? error}
      onChange={(text) => {
        const read = readDecimal(text);
        const next = read.ok ? read.value : text;
        setTyped({ text, reading: next });
        onChange(next);
      }}
    />
  );
}
