/**
 * English category names (Google's taxonomy text paths and English merchant categories) → product type. Used for
 * category text only, never for titles. Lower case; "a & b" and multi-word names are matched as phrases.
 */
const PAIRS = `
wine=vin|wines=vin|red wine=rott-vin|white wine=vitt-vin|rosé wine=rosevin|rose wine=rosevin|sparkling wine=mousserande-vin
champagne=champagne|port wine=starkvin|dessert wine=dessertvin|beer=ol|beers=ol|lager=ljus-lager|ale=ale|stout=stout-porter
cider=cider|liquor & spirits=sprit|spirits=sprit|whisky=whisky|whiskey=whisky|gin=gin|vodka=vodka|rum=rom|tequila=tequila
brandy=cognac-brandy|cognac=cognac-brandy|liqueurs=likor|liqueur=likor|cocktail mixes=blanddryck|alcoholic beverages=alkohol
beverages=dryck|non-alcoholic beverages=alkoholfri-dryck|fizzy drinks=lask|soda=lask|juice=juice|coffee=kaffe|tea & infusions=te
tea=te|hot chocolate=choklad|sweets & chocolate=choklad|chocolate=choklad|candy=godis|sweets=godis|cheese=ost|honey=honung
jams & preserves=sylt-marmelad|hot sauce=sas|condiments & sauces=sas|seasonings & spices=kryddor|herbs & spices=kryddor
food gift baskets=presentkorg|gift baskets=presentkorg|biscuits=kakor-kex|crackers=kakor-kex|nuts & seeds=snacks|snacks=snacks
cooking oils=olja-vinager|vinegar=olja-vinager|baking mixes=bakmix|food items=mat|food=mat|deli meats=chark
fresh cut flowers=snittblommor|cut flowers=snittblommor|bouquets=snittblommor|roses=rosor|tulips=tulpaner|flowers=blommor-vaxter
artificial flora=konstgjorda-blommor|artificial flowers=konstgjorda-blommor|artificial plants=konstgjorda-blommor
dried flowers=torkade-blommor|potted houseplants=krukvaxt|houseplants=krukvaxt|indoor & outdoor plants=krukvaxt
plants=blommor-vaxter|orchids=orkide|cacti=kaktus-suckulent|succulents=kaktus-suckulent|seeds=froer|funeral flowers=begravningsblommor
sympathy flowers=begravningsblommor|wreaths & garlands=prydnad|corsages & boutonnières=brudbukett|bridal bouquets=brudbukett
furniture=mobler|sofas=soffa|sofa=soffa|couches=soffa|armchairs=fatolj|chairs=stol|tables=bord|coffee tables=bord|desks=bord
beds=sang|beds & bed frames=sang|shelving=hylla|bookcases=hylla|cabinets & storage=forvaringsmobel|dressers=forvaringsmobel
outdoor furniture=utemobler|gaming chairs=gamingstol|bean bag chairs=pall-puff|ottomans=pall-puff
decor=inredning|home decor=inredning|candles=ljus|scented candles=doftljus|candle holders=ljusstake|vases=vas
throw pillows=kudde|cushions=kudde|blankets=plad|throws=plad|posters=tavla-poster|artwork=tavla-poster|prints=tavla-poster
picture frames=ram|mirrors=spegel|clocks=vaggklocka|wall clocks=vaggklocka|lamps=lampa|lighting=lampa|rugs=matta|doormats=matta
figurines=prydnad|sculptures & statues=prydnad|seasonal & holiday decorations=julpynt|christmas decorations=julpynt
advent calendars=adventskalender|photo albums=fotoalbum|baskets=forvaring|bedding=sangklader|bed sheets=sangklader
duvet covers=sangklader|towels=handdukar|quilts & duvets=tacke|home fragrances=doft-hem|air fresheners=doft-hem
kitchen & dining=kok|cookware=kastrull-gryta|pots=kastrull-gryta|saucepans=kastrull-gryta|frying pans=stekpanna
skillets & frying pans=stekpanna|kitchen knives=kokskniv|knives=kokskniv|cutting boards=skarbrada|kitchen tools & utensils=koksredskap
kitchen appliances=koksapparat|coffee makers & espresso machines=koksapparat|coffee grinders=kaffetillbehor|mugs=mugg|cups=mugg
drinkware=glas|glasses=glas|stemware=vinglas|wine glasses=vinglas|beer glasses=olglas|tumblers=glas|shot glasses=glas
decanters=karaff|carafes=karaff|barware=bartillbehor|corkscrews=bartillbehor|cocktail shakers & tools=bartillbehor
tableware=servis|dinnerware=servis|plates=servis|bowls=servis|cutlery=bestick|flatware=bestick|bakeware=bakredskap|aprons=kokstextil
outdoor grills=grill|grills=grill|thermoses=termos|water bottles=vattenflaska
lawn & garden=tradgard|gardening=tradgard|gardening tools=tradgardsverktyg|pots & planters=kruka|planters=kruka
greenhouses=odling|bird feeders=fagelholk|bird houses=fagelholk|hammocks=hangmatta|tools=verktyg|power tools=elverktyg
toolboxes=verktygsset|hand tools=handverktyg|multi-tools=multiverktyg|vacuums=dammsugare|household appliances=hushall
electronics=teknik|audio=teknik|headphones=horlurar|headphones & headsets=horlurar|earbuds=horlurar|headsets=headset
speakers=hogtalare|radios=radio|turntables & record players=skivspelare|turntables=skivspelare|televisions=tv-projektor
projectors=tv-projektor|smartwatches=smartklocka|smart watches=smartklocka|activity monitors=smartklocka|fitness trackers=smartklocka
cameras=kamera|digital cameras=kamera|instant cameras=kamera|drones=dronare|e-readers=lasplatta|tablet computers=surfplatta
tablets=surfplatta|laptop cases=datorvaska|laptop accessories=datortillbehor|laptops=dator|computers=dator|desktop computers=dator|mobile phones=mobiltelefon|smartphones=mobiltelefon
mobile phone accessories=mobiltillbehor|mobile phone cases=mobilskal|phone cases=mobilskal|power banks=powerbank
chargers=laddare|keyboards=datortillbehor|mice & trackballs=datortillbehor|mouse pads=datortillbehor|webcams=datortillbehor
video game consoles=spelkonsol|video games=tv-spel|game controllers=handkontroll|video game console accessories=gaming-tillbehor
cables=kabel-adapter|adapters=kabel-adapter|adaptors=kabel-adapter|electrical wires & cable=kabel-adapter|extension cords=kabel-adapter
batteries=forbrukningsvara|light bulbs=reservdel|filters=filter|vacuum accessories=reservdel|printer consumables=pafyllning
toner & inkjet cartridges=pafyllning|ink cartridges=pafyllning
apparel & accessories=klader|clothing & accessories=klader|clothing=klader|apparel=klader|shirts & tops=troja|tops=troja
t-shirts=troja|sweaters=troja|hoodies=troja|trousers=byxor|pants=byxor|jeans=byxor|shorts=byxor|leggings=byxor|dresses=klanning
skirts=klanning|coats & jackets=jacka|outerwear=jacka|jackets=jacka|socks=strumpor|underwear=underklader|lingerie=underklader
nightwear & loungewear=pyjamas|pyjamas=pyjamas|pajamas=pyjamas|sleepwear=pyjamas|robes=morgonrock|slippers=tofflor
swimwear=badklader|hats=mossa|caps=mossa|beanies=mossa|gloves & mittens=vantar|gloves=vantar|scarves=halsduk|scarves & shawls=halsduk
ties=slips|belts=balte|shoes=skor|footwear=skor|sneakers=skor|boots=skor|costumes=rollek|baby & toddler clothing=babyklader
jewelry=smycken|jewellery=smycken|jewellery & watches=smycken|jewelry & watches=smycken|bracelets=armband|necklaces=halsband
earrings=orhangen|rings=ring|charms & pendants=berlock|pendants=berlock|brooches & lapel pins=smycken|cufflinks=manschettknappar
watches=klockor|jewellery holders=smyckeskrin|jewelry boxes=smyckeskrin|keychains=nyckelring|key chains=nyckelring
wallets=planbok|wallets & money clips=planbok|handbags=handvaska|tote bags=handvaska|shopping totes=handvaska|bags=vaskor
luggage & bags=vaskor|backpacks=ryggsack|duffel bags=weekendbag|suitcases=resvaska|luggage=resvaska
cosmetic & toiletry bags=necessar|toiletry bags=necessar|luggage accessories=reseaccessoar|travel accessories=reseaccessoar
sunglasses=solglasogon|umbrellas=paraply|parasols & rain umbrellas=paraply
health & beauty=skonhet|beauty=skonhet|cosmetics=skonhet|personal care=skonhet|perfume & cologne=parfym|perfume=parfym
fragrances=parfym|fragrance=parfym|make-up=smink|makeup=smink|nail polishes=smink|skincare=hudvard|skin care=hudvard
lip balms=hudvard|haircare=harvard|hair care=harvard|shampoo & conditioner=harvard|hair styling tools=harstyling
hair brushes=harstyling|combs & brushes=harstyling|hair dryers=harstyling|shaving & grooming=rakning|electric razors=rakning
razors=rakning|bath & body=bad-spa|bar soap=bad-spa|bath additives=bad-spa|massage oil=bad-spa|massagers=massage
massage & relaxation=massage|toothbrushes=tandvard|eye masks=somn|walking sticks & canes=hjalpmedel|walking aids=hjalpmedel
makeup brushes=smink|vitamins & supplements=lakemedel|medicines & drugs=lakemedel
sporting goods=sport|exercise & fitness=traningsredskap|fitness=traningsredskap|free weights=traningsredskap
yoga & pilates=yoga|yoga mats=yoga|foam rollers=traningsredskap|skipping ropes=traningsredskap|soccer balls=bollsport
footballs=bollsport|basketballs=bollsport|tennis=racketsport|tennis rackets=racketsport|badminton=racketsport|pickleball=racketsport
golf=golf|golf balls=golf|golf clubs=golf|cycling=cykeltillbehor|bicycles=cykel|bikes=cykel|bicycle accessories=cykeltillbehor
cycling helmets=cykeltillbehor|skateboards=rullsport|roller skates=rullsport|in-line skates=rullsport|skis=vintersport
snowboards=vintersport|ice skates=vintersport|outdoor recreation=friluftsliv|camping & hiking=friluftsliv|outdoor=friluftsliv
tents=talt|sleeping bags=sovsack|camping cookware & tableware=stormkok|hiking poles=vandring|torches & headlamps=pannlampa
headlamps=pannlampa|flashlights=pannlampa|fishing=fiske|fishing rods=fiskespo|fishing reels=fiskespo|fishing baits & lures=fiskedrag
lawn games=utespel|outdoor games=utespel|disc golf=utespel|darts=spel
toys & games=leksaker|toys=leksaker|games=spel|board games=sallskapsspel|card games=kortspel|puzzles=pussel|jigsaw puzzles=pussel
dolls=docka|dollhouses=docka|stuffed animals=gosedjur|plush toys=gosedjur|building toys=byggleksak|construction set toys=byggleksak
interlocking blocks=byggleksak|play vehicles=fordonsleksak|toy cars=fordonsleksak|remote control toys=fordonsleksak
pretend play=rollek|toy kitchens=rollek|educational toys=experiment|science & exploration sets=experiment|kites=utelek
trampolines=utelek|outdoor play equipment=utelek|robotic toys=elektronisk-leksak|baby toys=babyleksak
baby & toddler=bebis|baby toys & activity equipment=babyleksak|rattles=babyleksak|play mats & gyms=babyleksak|teethers=babyleksak
dummies & teethers=napp|pacifiers=napp|baby bottles=napp|baby monitors=babytillbehor|baby carriers=babytillbehor
pushchairs & prams=barnvagn|strollers=barnvagn|car seats=barnvagn|baby gift sets=bebis|swaddling & receiving blankets=babyfilt
media=bocker|books=bocker|print books=bocker|children's books=barnbok|cookbooks=kokbok|music=musik-film|music & sound recordings=vinylskiva
vinyl=vinylskiva|music cds=vinylskiva|dvds & videos=film|movies=film|musical instruments=musikinstrument|guitars=musikinstrument
pianos=musikinstrument|harmonicas=musikinstrument|arts & crafts=pyssel|hobbies & creative arts=pyssel|crafts=pyssel
arts & crafts kits=hobbykit|drawing & painting kits=malarset|needlecraft kits=handarbete|yarn=handarbete|beads=parlor
jewellery making kits=parlor|scale model kits=modellbygge|model making=modellbygge|homebrewing & winemaking supplies=hemmabryggning
office supplies=kontor|stationery=kontor|notebooks & notepads=anteckningsbok|notebooks=anteckningsbok|calendars=kalender
calendars, organisers & planners=kalender|pens & pencils=penna|pens=penna|pen & pencil sets=penna|markers & highlighters=ritmaterial
crayons=ritmaterial|greeting & note cards=gratulationskort|greeting cards=gratulationskort|gift cards & certificates=presentkort
gift cards=presentkort|gift vouchers=presentkort|gift wrapping=presentinslagning|wrapping paper=presentinslagning
gift bags=presentinslagning|party supplies=festartiklar|balloons=festartiklar|party & celebration=festartiklar
event tickets=evenemang|experiences=upplevelse|animals & pet supplies=husdjur|pet supplies=husdjur|dog supplies=hundtillbehor
dog toys=hundtillbehor|dog beds=hundtillbehor|pet collars & harnesses=hundtillbehor|pet leads=hundtillbehor|cat supplies=katttillbehor
cat toys=katttillbehor|cat furniture=katttillbehor|aquariums=akvarium|fish supplies=akvarium|dog food=djurfoder|cat food=djurfoder
pet food=djurfoder|cat litter=djurfoder|fish food=djurfoder|bird food=djurfoder
mature=vuxenprodukt|erotic=vuxenprodukt|sex toys=vuxenprodukt|weapons=vapen|guns=vapen|ammunition=vapen|airsoft guns=vapen
tobacco products=tobak|cigars=tobak|cigarettes=tobak|electronic cigarettes=tobak|vaporisers & electronic cigarettes=tobak
vehicle parts & accessories=reservdel|motor vehicle parts=reservdel|replacement parts=reservdel|spare parts=reservdel
toilet paper=forbrukningsvara|household paper products=forbrukningsvara|laundry detergent=forbrukningsvara
household cleaning products=forbrukningsvara|solar panels=ej-present|power inverters=ej-present|solar energy kits=ej-present
power storage batteries=ej-present|motor vehicle charging=ej-present|rubbish bags=forbrukningsvara|screws=forbrukningsvara|nails & screws=forbrukningsvara
`;

export const ENGLISH_CATEGORY_WORDS: ReadonlyMap<string, string> = new Map(
  PAIRS.split(/[|\n]/)
    .map((pair) => pair.trim())
    .filter((pair) => pair.length > 0)
    .map((pair) => {
      const [name = '', id = ''] = pair.split('=');
      return [name.trim(), id.trim()] as const;
    }),
);
