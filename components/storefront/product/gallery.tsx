"use client";

import { Arrow } from "../arrow";
import { GALLERY_SIZES, Picture } from "../picture";
import { useShop } from "../shop-context";

// The product's pictures: the chosen one large (the page's LCP, which the page preloads), whole
// whatever its proportions, the others as buttons below it.

export function Gallery({ name, pictures, shown, onShow }: { name: string; pictures: string[]; shown: number; onShow: (index: number) => void }) {
  const { t } = useShop();
  const current = pictures[shown] ?? pictures[0];
  return (
    <section aria-label={t("pictures", { name })} className="flex flex-col gap-3">
      <div className="relative aspect-square overflow-hidden rounded-3xl bg-current/5">
        {current ? (
          <Picture src={current} alt={name} sizes={GALLERY_SIZES} width={800} height={800} priority="lcp" className="size-full object-contain" />
        ) : null}
        {pictures.length > 1 ? (
          <>
            <StepButton to="back" label={t("previousPicture")} onClick={() => onShow((shown + pictures.length - 1) % pictures.length)} />
            <StepButton to="forward" label={t("nextPicture")} onClick={() => onShow((shown + 1) % pictures.length)} />
          </>
        ) : null}
      </div>
      {pictures.length > 1 ? (
        <ul className="flex gap-3 overflow-x-auto pb-1">
          {pictures.map((picture, index) => (
            <li key={picture} className="shrink-0">
              <button
                type="button"
                onClick={() => onShow(index)}
                aria-label={t("showPicture", { number: index + 1 })}
                aria-pressed={index === shown}
                className="block size-16 overflow-hidden rounded-xl border-2 border-transparent bg-current/5 aria-pressed:border-shop-accent sm:size-20"
              >
                <Picture src={picture} alt="" sizes="80px" width={80} height={80} className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The previous picture at the reading's start, the next at its end: both sides swap in right-to-left pages. */
function StepButton({ to, label, onClick }: { to: "back" | "forward"; label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className={`absolute top-1/2 -translate-y-1/2 ${to === "back" ? "start-2" : "end-2"} grid size-10 place-items-center rounded-full bg-white/85 text-gray-900 shadow hover:bg-white`}
    >
      <Arrow to={to} className="size-5" />
    </button>
  );
}
