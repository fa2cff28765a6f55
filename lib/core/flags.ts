// The contract's yes/no integers, which are never booleans: 1 is yes (on) and 2 is no (off), as the
// service's public samples show. (Statuses have their owners' constants: PUBLISHED, ACTIVE.)

export const FLAG = { YES: 1, NO: 2 } as const;

/** Whether a 1/2 flag is on. */
export const isOn = (flag: number) => flag === FLAG.YES;
