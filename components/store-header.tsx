/* eslint-disable @next/next/no-img-element -- logos are SVGs from the store's own storage */
type StoreInfo = { store_name: string; address: string; logo_light: string | null };

export function StoreHeader({ info }: { info: StoreInfo }) {
  return (
    <header className="flex items-center gap-4 border-b border-gray-200 px-8 py-4">
      {info.logo_light ? <img src={info.logo_light} alt="" className="h-12 w-auto" /> : null}
      <div>
        <h1 className="text-2xl font-semibold">{info.store_name}</h1>
        <p className="text-sm text-gray-600">{info.address}</p>
      </div>
    </header>
  );
}
